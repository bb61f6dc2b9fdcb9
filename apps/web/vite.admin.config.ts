// Vite for the shop's console (/admin, issue #22): a build of its own, after the storefront's,
// into the same dist (admin.html, assets/admin/…, .vite/admin-manifest.json). Separate builds
// share no chunk, so the storefront's bundle is byte for byte what it would be without the
// console, and no storefront page can load a module of it.
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');

export default defineConfig(({ command }) => ({
  plugins: [react()],
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: 'dist',
    // The storefront's build has just filled dist: keep it.
    emptyOutDir: false,
    assetsDir: 'assets/admin',
    target: 'es2022',
    manifest: '.vite/admin-manifest.json',
    assetsInlineLimit: 0,
    modulePreload: false,
    rollupOptions: { input: 'admin.html' },
  },
}));
