import { readFileSync } from 'node:fs';
import path from 'node:path';

import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * public.css lets Tailwind scan only the code the public pages render (decision 029), so a class
 * in a public component that no `@source` line covers is silently missing from the page. This
 * walks the public pages' imports and checks that every web/ module they reach is covered.
 */
const WEB = path.resolve(import.meta.dirname, '..');
const ROOT = path.resolve(WEB, '..');
const PUBLIC_ROOTS = [
  'routes/public/home.tsx',
  'routes/public/layout.tsx',
  'routes/public/layanan.tsx',
  'routes/public/tentang-kami.tsx',
  'routes/public/kebijakan-privasi.tsx',
  'routes/public/lowongan.tsx',
  'routes/public/not-found.tsx',
  'routes/root.tsx',
  'components/layout/area-error-boundary.tsx',
  'public-islands.tsx',
  'routes/login-user.tsx',
  'routes/register-user.tsx',
  'routes/lupa-password.tsx',
  'routes/reset-password.tsx',
  'entry.account.tsx',
  'career-gate.ts',
  'routes/career/detail.tsx',
  'routes/career/index.tsx',
  'entry.career.tsx',
  'entry.career-detail.tsx',
];

async function publicModules() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: PUBLIC_ROOTS.map((file) => path.join(WEB, file)),
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'out',
    format: 'esm',
    jsx: 'automatic',
    logLevel: 'silent',
    // Only our own modules matter; packages and styles are not scanned for classes.
    plugins: [
      {
        name: 'own-code-only',
        setup(builder) {
          builder.onResolve({ filter: /^[^./#]|\.css$/ }, (args) => ({
            path: args.path,
            external: true,
          }));
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs)
    .filter((file) => file.startsWith('web/') && /\.tsx?$/.test(file))
    .map((file) => path.relative('web', file));
}

function sourceEntries() {
  const css = readFileSync(path.join(WEB, 'styles/public.css'), 'utf8');
  return [...css.matchAll(/@source '\.\.\/([^']+)';/g)].map((match) => match[1]);
}

describe('public.css', () => {
  it('scans every module the public pages render', async () => {
    const entries = sourceEntries();
    const covered = (file: string) =>
      entries.some((entry) => file === entry || file.startsWith(`${entry.replace(/\/$/, '')}/`));
    const modules = await publicModules();
    expect(modules.length).toBeGreaterThan(20);
    // Modules without a single class name need no @source line.
    const styled = modules.filter((file) =>
      /className=|class=/.test(readFileSync(path.join(WEB, file), 'utf8')),
    );
    expect(styled.filter((file) => !covered(file))).toEqual([]);
  });
});
