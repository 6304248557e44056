import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The back office's single-page app (ADR 0018): built into dist/ and served by
 * server/admin-server.mjs, which also serves it through Vite's middleware in development
 * (`node server/admin-server.mjs --dev`), so the browser always calls /admin/v1 on its own origin.
 */
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The app is one bundle of react-admin, MUI and the contracts' schemas (about 2.5 MB before
    // compression); it is loaded by staff only, once per release (hashed, immutable).
    chunkSizeWarningLimit: 4000,
  },
});
