// Vite for the storefront: React, a dev/preview proxy to the API server, output in apps/web/dist.
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiServer = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiServer, changeOrigin: true },
  '/files': { target: apiServer, changeOrigin: true },
};

// react-router's package exports only its development build to bundlers; production builds
// use its production build (no dev warnings, smaller).
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Read by scripts/initial-js.ts to check the home page's JavaScript budget.
    manifest: true,
    // Inline nothing, so a strict Content-Security-Policy holds.
    assetsInlineLimit: 0,
  },
}));
