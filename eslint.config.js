import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A boundaries policy: a feature of `type` may import only from its own folder. */
const featuresStayApart = (type, message) => ({
  from: { element: { type } },
  disallow: {
    to: { element: { type, captured: { feature: '!{{from.element.captured.feature}}' } } },
  },
  message,
});

/** A boundaries policy: elements of type `from` must not import any of the types `to`. */
const mustNotImport = (from, to, message) => ({
  from: { element: { type: from } },
  disallow: { to: { element: { types: { anyOf: to } } } },
  message,
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'test-results',
      'playwright-report',
      '.tmp',
      'web/public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // STYLE §1: web/ and server/ meet only in common/.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**'],
              message: 'web/ must not import server/; share code through common/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**'],
              message: 'server/ must not import web/; share code through common/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 18 item 7: a promise nobody awaits fails unseen (or ends the process), and a promise
    // where a plain function is expected is never awaited. Type-aware, so only where it matters.
    files: ['server/**/*.ts', 'common/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '**/server/**', '**/web/**'],
              message:
                'common/ runs in Node and the browser: no node: imports, no server/ or web/.',
            },
          ],
        },
      ],
    },
  },

  {
    // STYLE §1 boundaries: features never import each other (shared code goes to server/plugins,
    // server/domain, server/lib or common; pages compose features in web/routes); server/domain
    // (Sigap's shared data and rules) imports no feature; server/lib (code that knows nothing of
    // Sigap's data) imports neither domain nor features; shared web components never import a
    // feature, and browser specs never reach into the server (docs/architecture.md).
    files: ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['server/**/*', 'web/**/*', 'e2e/**/*'],
      'boundaries/elements': [
        { type: 'server-feature', pattern: 'server/features/*', capture: ['feature'] },
        { type: 'server-domain', pattern: 'server/domain' },
        { type: 'server-lib', pattern: 'server/lib' },
        { type: 'server-internals', pattern: ['server/plugins', 'server/db', 'server/test'] },
        { type: 'web-feature', pattern: 'web/features/*', capture: ['feature'] },
        { type: 'web-components', pattern: 'web/components' },
        { type: 'e2e', pattern: 'e2e' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            featuresStayApart(
              'server-feature',
              'A server feature must not import another feature: move shared code to server/domain, server/plugins or server/lib (STYLE §1).',
            ),
            mustNotImport(
              'server-domain',
              ['server-feature'],
              'server/domain is shared by features: it must not import one; move the code it needs into server/domain (docs/architecture.md).',
            ),
            mustNotImport(
              'server-lib',
              ['server-feature', 'server-domain'],
              "server/lib knows nothing of Sigap's data: it must not import server/domain or a feature; put such code in server/domain (docs/architecture.md).",
            ),
            featuresStayApart(
              'web-feature',
              'A web feature must not import another feature: compose them in web/routes (STYLE §1).',
            ),
            mustNotImport(
              'web-components',
              ['web-feature'],
              'web/components is shared: it must not import a feature; compose in web/routes (STYLE §1).',
            ),
            mustNotImport(
              'e2e',
              ['server-feature', 'server-domain', 'server-lib', 'server-internals'],
              'Browser specs test through HTTP and the page, never server internals.',
            ),
          ],
        },
      ],
    },
  },
);
