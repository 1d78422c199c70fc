import type { KnipConfig } from 'knip';

/**
 * `npx knip`: files, exports, types and dependencies nothing uses (scripts/test.ts runs it with the
 * other static checks; docs/decisions/037). A TypeScript file rather than knip.json for the CSS
 * compiler below and so that every exception says why.
 */
const config: KnipConfig = {
  entry: [
    'scripts/*.{ts,js}',
    'tooling/*.ts',
    'bench/*.ts',
    // Vite entries: the SPA's (index.html finds entry.client), the server renderer's and the
    // public islands' (vite.public.config.ts, which knip's Vite plugin does not read by name).
    'web/entry.{client,server,public}.tsx',
    // The applicant's account screens, the career pages and the career gate (docs/decisions/041),
    // same build.
    'web/entry.{account,login-user,register-user,lupa-password,reset-password}.tsx',
    'web/entry.{career,career-detail}.tsx',
    'web/career-gate.ts',
    'vite.public.config.ts',
  ],
  project: [
    'server/**/*.ts',
    'common/**/*.ts',
    'web/**/*.{ts,tsx,css}',
    'e2e/**/*.ts',
    'bench/**/*.ts',
    'scripts/**/*.{ts,js}',
    'tooling/**/*.{ts,js}',
    'test-support/**/*.ts',
    '*.ts',
  ],
  // Constants exported for tests and used in their own file are fine; dead ones are not.
  ignoreExportsUsedInFile: true,
  compilers: {
    // CSS uses packages too: Tailwind through `@import 'tailwindcss'`, the brand font through
    // `url('../../node_modules/@fontsource-variable/…')`.
    css: (text: string) =>
      [
        ...[...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, specifier]) => specifier),
        ...[...text.matchAll(/url\(['"]?[^'")]*node_modules\/([^'")]+)/g)].map(([, file]) => file),
      ]
        .map((specifier) => `import '${specifier}';`)
        .join('\n'),
  },
  ignoreIssues: {
    // Kysely calls each migration's `up` by name through the namespace in migrations/index.ts.
    'server/db/migrations/0*.ts': ['exports'],
  },
  // Tests start the system's redis-server (Debian package), not an npm binary; the proposal PDF's
  // test reads its text with poppler's pdftotext (Debian package poppler-utils); the disk-full
  // test mounts a small tmpfs.
  ignoreBinaries: ['redis-server', 'pdftotext', 'mount', 'umount'],
  // The proposal PDF reads its font files by path (createRequire().resolve), which knip cannot see.
  ignoreDependencies: ['@fontsource/noto-sans'],
};

export default config;
