// Lighthouse mobile performance, against the real server on a fresh SQLite store, with Debian
// Chromium (CHROME_PATH). Runs fully offline. Each page runs BENCH_LH_RUNS times (5); the table
// gives medians and Lighthouse's benchmarkIndex (this machine's speed), so figures from
// different machines can be compared. Pages: the home page in en and ar, or BENCH_LH_PAGES
// (comma-separated paths, e.g. /en/all-products/0/all-categories,/ar/product-detail/1/shop/x).
// Usage: npm run bench:lighthouse -w @bazaar/bench (build the web app first).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server-process.ts';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

interface LighthouseReport {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
}

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 5);
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const server = await startServer(3201);
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-lh-'));
const rows: Record<string, string | number>[] = [];
try {
  const pages = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean) ?? ['/en/', '/ar/'];
  for (const page of pages) {
    const reports: LighthouseReport[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const output = path.join(outDir, `${page.replaceAll('/', '_') || 'root'}-${run}.json`);
      execFileSync(
        'npx',
        [
          // The bench workspace's own lighthouse (a declared devDependency), never a download.
          '--no-install',
          'lighthouse',
          `${server.url}${page}`,
          '--only-categories=performance',
          '--output=json',
          `--output-path=${output}`,
          `--chrome-flags=${CHROME_FLAGS}`,
          '--quiet',
        ],
        {
          stdio: 'inherit',
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        },
      );
      reports.push(JSON.parse(fs.readFileSync(output, 'utf8')) as LighthouseReport);
    }
    const of = (pick: (report: LighthouseReport) => number) => median(reports.map(pick));
    const ms = (id: string) => Math.round(of((report) => report.audits[id]?.numericValue ?? 0));
    rows.push({
      page,
      runs: reports.length,
      'score (median)': Math.round(of((report) => report.categories.performance.score) * 100),
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS:
        Math.round(
          of((report) => report.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000,
        ) / 1000,
      benchmarkIndex: Math.round(of((report) => report.environment.benchmarkIndex)),
    });
  }
} finally {
  await server.stop();
  fs.rmSync(outDir, { recursive: true, force: true });
}
console.table(rows);
console.log(
  `summary: Lighthouse mobile performance, median of ${RUNS}: ${rows.map((row) => `${String(row.page)} ${String(row['score (median)'])}`).join(', ')} (benchmarkIndex ${String(rows[0]?.benchmarkIndex)})`,
);
