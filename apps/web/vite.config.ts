// Vite for the storefront: React, a dev/preview proxy to the API server, output in apps/web/dist.
import { createRequire } from 'node:module';
import { defineConfig, parseSync, Visitor, type Plugin } from 'vite';
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

/**
 * Home is the landing page: its lazily loaded chunk (and the chunks and CSS it imports) is
 * announced in index.html, so the browser fetches it alongside the entry instead of after it.
 */
function preloadHomePage(): Plugin {
  const HOME = 'src/features/home/home-page.tsx';
  return {
    name: 'bazaar:preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(HOME));
        if (!home) return [];
        // Whatever index.html already loads (the entry and its static imports) is left out.
        const entries = chunks.filter((chunk) => chunk.isEntry);
        const loaded = new Set(entries.flatMap((chunk) => [chunk.fileName, ...chunk.imports]));
        const files = [home.fileName, ...home.imports].filter((file) => !loaded.has(file));
        const css = [...(home.viteMetadata?.importedCss ?? [])];
        return [
          ...files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...css.map((file) => ({
            tag: 'link',
            // crossorigin as on Vite's own <link rel=stylesheet crossorigin>: with a different
            // credentials mode the browser would ignore this preload and fetch the file again.
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * Page labels reach the browser in English only: other languages come from the localization
 * endpoint (spec §7). So the Arabic written beside each label in @bazaar/i18n/labels/*.ts is left
 * out of the bundle (`ar: '…'` becomes `ar: ''`); messages, which the browser does translate,
 * live elsewhere in that package and keep theirs.
 */
function englishOnlyLabels(): Plugin {
  return {
    name: 'bazaar:english-only-labels',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]packages[\\/]i18n[\\/]src[\\/](?:provider-)?labels[\\/][\w-]+\.ts$/ },
      handler(code, id) {
        const cuts: { start: number; end: number }[] = [];
        new Visitor({
          Property(node) {
            const { key, value } = node;
            if (key.type === 'Identifier' && key.name === 'ar' && value.type === 'Literal') {
              cuts.push({ start: value.start, end: value.end });
            }
          },
        }).visit(parseSync(id, code).program);
        let english = code;
        for (const { start, end } of cuts.reverse()) {
          english = `${english.slice(0, start)}''${english.slice(end)}`;
        }
        return { code: english, map: null };
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [englishOnlyLabels(), react(), preloadHomePage()],
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
    // No preload helper around each import(): it and its table of every chunk's dependencies
    // cost ~1 KB gzipped of the first load, on every page, to save one round trip when a later
    // page's chunk needs a shared chunk not yet loaded. The first view's chunks are still
    // announced in index.html (preloadHomePage); each lazy chunk still brings its own CSS.
    modulePreload: false,
  },
}));
