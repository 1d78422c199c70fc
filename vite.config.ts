import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  publicDir: 'web/public',
  build: {
    outDir: 'dist/client',
    manifest: true,
    // The server writes the HTML document itself (web/document.ts), so the entry is the script.
    rollupOptions: { input: 'web/entry.client.tsx' },
    // Small files become data: URLs, except fonts: the CSP allows fonts from 'self' only.
    assetsInlineLimit: (file, content) =>
      !/\.(woff2?|ttf|otf)$/.test(file) && content.length < 2048,
  },
});
