import { describe, expect, it } from 'vitest';

import { type Manifest, entryAssets } from './vite-manifest.ts';

/** An entry like /login-user's: shared chunks two levels deep, and a lazy validation chunk. */
const manifest: Manifest = {
  'web/entry.login-user.tsx': {
    file: 'assets/entry.login-user-a1.js',
    css: ['assets/public-c3.css'],
    imports: ['_entry.account.js', '_field.js'],
    dynamicImports: ['web/resolvers.ts'],
  },
  '_entry.account.js': { file: 'assets/entry.account-b2.js', imports: ['_lang.js'] },
  '_field.js': { file: 'assets/field-d4.js', imports: ['_lang.js'] },
  '_lang.js': {
    file: 'assets/lang-e5.js',
    imports: ['_runtime.js'],
    dynamicImports: ['_alert.js'],
  },
  '_runtime.js': { file: 'assets/runtime-f6.js' },
  'web/resolvers.ts': { file: 'assets/resolvers-g7.js', imports: ['_zod.js', '_field.js'] },
  '_zod.js': { file: 'assets/zod-h8.js' },
  '_alert.js': { file: 'assets/sweetalert2-i9.js', imports: ['_runtime.js'] },
};

describe('entryAssets', () => {
  const assets = entryAssets(manifest, 'web/entry.login-user.tsx');

  it('names the entry script and its CSS', () => {
    expect(assets.scripts).toEqual(['/assets/entry.login-user-a1.js']);
    expect(assets.styles).toEqual(['/assets/public-c3.css']);
  });

  it('preloads the chunks the entry imports directly', () => {
    expect(assets.preloads).toEqual(['/assets/entry.account-b2.js', '/assets/field-d4.js']);
  });

  it('lists the lazy chunks, at any depth, with what they import, leaving out what the page loads', () => {
    expect(assets.lazy).toEqual([
      '/assets/resolvers-g7.js',
      '/assets/sweetalert2-i9.js',
      '/assets/zod-h8.js',
    ]);
  });

  it('gives a chunk without imports no preloads and nothing lazy', () => {
    expect(entryAssets(manifest, '_runtime.js')).toEqual({
      scripts: ['/assets/runtime-f6.js'],
      styles: [],
      preloads: [],
      lazy: [],
    });
  });
});
