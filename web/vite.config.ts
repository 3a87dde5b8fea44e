import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server listens on 3000 in development; the SPA talks to it same-origin through
// this proxy, exactly as it does in production where the API serves web/dist itself.
const apiOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // zod made without eval, before any schema (src/lib/zodInTheBrowser.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: `${import.meta.dirname}/src/lib/zodInTheBrowser.ts` }] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/media': { target: apiOrigin, changeOrigin: true },
      '/notifications': { target: apiOrigin, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/media': { target: apiOrigin, changeOrigin: true },
      '/notifications': { target: apiOrigin, ws: true, changeOrigin: true },
    },
  },
});
