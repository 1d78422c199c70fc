import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { connectionDrainer } from './lib/drain.ts';
import { StartupError } from './lib/startup-error.ts';
import { logUnhandledRejections } from './lib/unhandled-rejections.ts';

/** Reads config, builds the app, listens, and drains then closes on SIGTERM/SIGINT. */
export async function main(argv: string[] = process.argv.slice(2)) {
  let config;
  try {
    config = loadConfig(
      argv.includes('--dev') ? { NODE_ENV: 'development', ...process.env } : process.env,
    );
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof StartupError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  logUnhandledRejections(app.log);
  // First signal: drain, then close (jobs handed back, database and Redis closed). A second
  // signal, or a drain past DRAIN_SECONDS, ends the process at once: every write is a
  // transaction or a file renamed into place, so a cut leaves no half-written row or file.
  let closing = false;
  const drainer = connectionDrainer(app.server);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) {
        app.log.warn({ signal }, 'second signal: stopping now');
        process.exit(1);
      }
      closing = true;
      app.log.info(
        { signal, drainSeconds: config.drainSeconds },
        'shutting down: not ready, finishing requests in flight',
      );
      // The whole stop is bounded: draining, then closing (which waits for a job in hand).
      const force = setTimeout(
        () => {
          app.log.error('stop took too long: exiting');
          process.exit(1);
        },
        config.drainSeconds * 1000 + 15_000,
      );
      force.unref();
      app.readiness.startDraining();
      drainer
        .drain(config.drainSeconds * 1000)
        .then((drained) => {
          if (!drained) app.log.warn('drain limit reached: open connections cut');
          return app.close();
        })
        .then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: error }, 'error while closing');
            process.exit(1);
          },
        );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    // A service named by a setting is unreachable (e.g. the S3 bucket): say which, no stack.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  });
}
