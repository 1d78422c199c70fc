import { defineConfig } from 'vitest/config';

/** Files the `dom` project runs: React components rendered as in the browser. */
const COMPONENT_TESTS = ['web/**/*.test.tsx'];

export default defineConfig({
  test: {
    exclude: ['node_modules', 'dist', 'e2e'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share nothing (each app has its own database), but two cores limit useful parallelism.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'server/**/*.test.ts',
            'common/**/*.test.ts',
            'web/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tooling/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Component tests get a DOM (happy-dom) without loading one for the server's tests; a
        // file that renders on the server says `// @vitest-environment node` at its top.
        extends: true,
        test: {
          name: 'dom',
          include: COMPONENT_TESTS,
          environment: 'happy-dom',
          setupFiles: ['web/test/dom-setup.ts'],
        },
      },
    ],
  },
});
