// Bundle size: gzipped initial JavaScript per route of the production build (run after
// `npm run build -w @bazaar/web`). Prints a table and a one-line summary.
import path from 'node:path';
import { measureInitialJs } from '../apps/web/scripts/initial-js.ts';
import { REPO_ROOT } from './server-process.ts';

const distDir = path.join(REPO_ROOT, 'apps/web/dist');
const routes: Record<string, string> = {
  home: 'src/features/home/home-page.tsx',
  about: 'src/features/content/about-page.tsx',
  'contact-us': 'src/features/content/contact-page.tsx',
  campaign: 'src/features/content/campaign-page.tsx',
};

const rows = Object.entries(routes).map(([route, source]) => {
  const { files, totalGzipBytes } = measureInitialJs(distDir, source);
  return { route, chunks: files.length, 'gzip KB': Math.round((totalGzipBytes / 1024) * 10) / 10 };
});
console.table(rows);
const home = rows.find((row) => row.route === 'home');
console.log(`summary: home page initial JS ${String(home?.['gzip KB'])} KB gzipped (budget 94 KB)`);
