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

/** server/ and web/ meet only in common/ (one pattern, shared by every server/ block). */
const SERVER_NOT_WEB = {
  group: ['**/web/**'],
  message: 'server/ must not import web/; share code through common/.',
};

/** One owner per table: the message where code outside it names the applicants table. */
const APPLICANTS_OWNER =
  "Only server/domain/applicants/ queries the 'applicants' table: call its functions (docs/architecture.md, one owner per table).";

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
      // docs/conventions.md §1: web/ and server/ meet only in common/.
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
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_NOT_WEB] }] },
  },
  {
    // server/lib takes settings as parameters: it never imports the application's configuration
    // (docs/decisions/040-features-by-seam-and-one-way-layers.md). Tests may load a config.
    files: ['server/lib/**/*.ts'],
    ignores: ['server/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NOT_WEB,
            {
              group: ['**/config.ts', '**/config', '**/config/*.ts'],
              message:
                'server/lib must not import server/config.ts: take the setting as a parameter (logging.ts), or let config.ts add to the type (feature.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // docs/decisions/032: a promise nobody awaits fails unseen (or ends the process), and a promise
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
    // One owner per table (docs/architecture.md): only server/domain/applicants/ names the
    // `applicants` table; a feature or another domain module calls its functions. Joins from
    // another table's query alias it (`'applicants as a'`) and are not statements on it. The
    // schema, migrations, seed and tests are below or beside the owner.
    files: ['server/**/*.ts'],
    ignores: ['server/domain/applicants/**', 'server/db/**', 'server/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^applicants(\\.|$)/]',
          message: APPLICANTS_OWNER,
        },
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|updateTable|deleteFrom|insertInto|mergeInto|with)$/] > Literal[value=/^applicants\\b/]',
          message: APPLICANTS_OWNER,
        },
        {
          selector: 'TemplateElement[value.raw=/\\b(from|update|into|join) applicants\\b/i]',
          message: APPLICANTS_OWNER,
        },
      ],
    },
  },
  {
    // docs/conventions.md §1 boundaries: features never import each other (shared code goes to server/plugins,
    // server/domain, server/lib or common; pages compose features in web/routes). The server's
    // layers point one way, lib <- db <- ports <- domain <- plugins <- features: server/domain
    // (Sigap's shared data and rules) imports no plugin and no feature; server/lib (code that
    // knows nothing of Sigap's data) imports neither domain, ports, db, config nor features;
    // shared web components never import a feature, and browser specs never reach into the
    // server (docs/architecture.md, docs/decisions/040-features-by-seam-and-one-way-layers.md).
    files: ['server/**/*.ts', 'web/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['server/**/*', 'web/**/*', 'e2e/**/*'],
      'boundaries/elements': [
        { type: 'server-feature', pattern: 'server/features/*', capture: ['feature'] },
        { type: 'server-domain', pattern: 'server/domain' },
        { type: 'server-lib', pattern: 'server/lib' },
        { type: 'server-ports', pattern: 'server/ports' },
        { type: 'server-db', pattern: 'server/db' },
        { type: 'server-plugins', pattern: 'server/plugins' },
        { type: 'server-internals', pattern: 'server/test' },
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
              'A server feature must not import another feature: move shared code to server/domain, server/plugins or server/lib (docs/conventions.md §1).',
            ),
            mustNotImport(
              'server-domain',
              ['server-feature', 'server-plugins'],
              'server/domain is shared by features and used by plugins: it must not import either; take storage and mail through server/ports, or have the caller pass them in (docs/decisions/040-features-by-seam-and-one-way-layers.md).',
            ),
            mustNotImport(
              'server-lib',
              ['server-feature', 'server-domain', 'server-ports', 'server-db'],
              "server/lib knows nothing of Sigap's data: it must not import server/domain, server/ports, server/db or a feature; put such code in server/domain (docs/architecture.md).",
            ),
            mustNotImport(
              'server-ports',
              ['server-feature', 'server-domain', 'server-plugins'],
              'server/ports holds the interfaces the domain uses (storage, mail); their implementations in server/plugins import them, not the reverse (docs/decisions/040-features-by-seam-and-one-way-layers.md).',
            ),
            mustNotImport(
              'server-db',
              ['server-feature', 'server-domain', 'server-plugins', 'server-ports'],
              'server/db (schema, migrations, seed) sits below the domain: it must not import server/domain, server/ports, server/plugins or a feature; take what it needs as a parameter (docs/decisions/040-features-by-seam-and-one-way-layers.md).',
            ),
            featuresStayApart(
              'web-feature',
              'A web feature must not import another feature: compose them in web/routes (docs/conventions.md §1).',
            ),
            mustNotImport(
              'web-components',
              ['web-feature'],
              'web/components is shared: it must not import a feature; compose in web/routes (docs/conventions.md §1).',
            ),
            mustNotImport(
              'e2e',
              [
                'server-feature',
                'server-domain',
                'server-lib',
                'server-ports',
                'server-db',
                'server-plugins',
                'server-internals',
              ],
              'Browser specs test through HTTP and the page, never server internals.',
            ),
          ],
        },
      ],
    },
  },
);
