/**
 * A service named by the configuration cannot be used at start (Redis unreachable, DATA_DIR
 * held by another process). `main.ts` prints the message alone and exits 1, before listening.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
