import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { StartupError } from './lib/startup-error.ts';
import { logUnhandledRejections } from './lib/unhandled-rejections.ts';

/** Reads config, builds the app, listens, and closes gracefully on SIGTERM/SIGINT. */
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
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down: finishing requests in flight');
      const force = setTimeout(() => process.exit(1), 15_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (error) => {
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
