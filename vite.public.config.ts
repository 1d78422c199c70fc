import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

import { ACCOUNT_ENTRIES, CAREER_GATE_ENTRY } from './common/web-render.ts';

/**
 * The second client build: the script of the public pages (docs/decisions/027-public-islands.md).
 * The same React-API components the server renders are hydrated as islands by Preact, which the
 * preset puts in place of react and react-dom (preact/compat). It writes next to the React SPA's
 * build (vite.config.ts) with its own manifest, so it must run after that one. The applicant's
 * account screens and the career gate are entries of this build too (docs/decisions/041).
 */
export const PUBLIC_ENTRY = 'web/entry.public.tsx';

export const PUBLIC_MANIFEST = '.vite/public-manifest.json';

export default defineConfig({
  plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false }), tailwindcss()],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    manifest: PUBLIC_MANIFEST,
    rollupOptions: {
      input: [PUBLIC_ENTRY, ...Object.values(ACCOUNT_ENTRIES), CAREER_GATE_ENTRY],
    },
    // Small files become data: URLs, except fonts: the CSP allows fonts from 'self' only.
    assetsInlineLimit: (file, content) =>
      !/\.(woff2?|ttf|otf)$/.test(file) && content.length < 2048,
  },
});
