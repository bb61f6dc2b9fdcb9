// Vite for the storefront: React, a dev/preview proxy to the API server, output in apps/web/dist.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiServer = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiServer, changeOrigin: true },
  '/files': { target: apiServer, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Read by scripts/initial-js.ts to check the home page's JavaScript budget.
    manifest: true,
    // Keep small CSS in the JS-free critical path; inline nothing so a strict CSP holds.
    assetsInlineLimit: 0,
  },
});
