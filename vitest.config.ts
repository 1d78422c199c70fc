import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'server/**/*.test.ts',
      'common/**/*.test.ts',
      'web/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'tooling/**/*.test.ts',
    ],
    exclude: ['node_modules', 'dist', 'e2e'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share nothing (each app has its own database), but two cores limit useful parallelism.
    maxWorkers: 2,
    environment: 'node',
  },
});
