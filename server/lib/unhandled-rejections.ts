import type { FastifyBaseLogger } from 'fastify';

/**
 * docs/decisions/032. Node ends the process on a rejection nobody handles; one forgotten `await`
 * in a mail or cache call would then take every request in flight down with it. The lint rules
 * (`no-floating-promises`, `no-misused-promises`) keep such code out; this handler is the net
 * behind them: it logs the rejection as an error (alerts see it) and the server keeps serving.
 * Uncaught exceptions still end the process: after a throw outside any promise, the state is
 * unknown, and the process manager restarts it.
 */
export function unhandledRejectionLogger(log: Pick<FastifyBaseLogger, 'error'>) {
  return (reason: unknown) => {
    log.error({ err: reason }, 'unhandled promise rejection (the server keeps running)');
  };
}

/** Installs the logger once per process; answers a function that removes it (tests). */
export function logUnhandledRejections(log: Pick<FastifyBaseLogger, 'error'>) {
  const listener = unhandledRejectionLogger(log);
  process.on('unhandledRejection', listener);
  return () => void process.off('unhandledRejection', listener);
}
