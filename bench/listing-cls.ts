// Listing layout shift (issue #19 item 9): the Cumulative Layout Shift of /en/all-products/0 on a
// 390×844 phone with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), summed by a
// PerformanceObserver('layout-shift') from the first byte until the page has settled (shifts
// right after input excluded, as CLS does), over Lighthouse's "slow 4G" (localhost answers too
// fast for anything to arrive late; BENCH_CLS_NETWORK=fast measures without it). Reported, not asserted: the median of BENCH_CLS_RUNS
// (3) fresh page loads, each with its largest shifts' elements for finding the cause.
// Usage: npm run bench:cls -w @bazaar/bench (build the web app first: npm run build).
import { chromium } from '@playwright/test';
import { startServer } from './server-process.ts';

const RUNS = Number(process.env.BENCH_CLS_RUNS ?? 3);
const PAGE = process.env.BENCH_CLS_PAGE ?? '/en/all-products/0';
const SETTLE_MS = 3_000;
/** BENCH_CLS_NETWORK=fast: the CPU alone slowed (localhost answers at once). */
const SLOW_NETWORK = process.env.BENCH_CLS_NETWORK !== 'fast';
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

declare global {
  interface Window {
    __shifts?: Shift[];
  }
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 3221));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  // One unmeasured load first, so the server's first-request costs are not in the figures.
  const warm = await browser.newPage();
  await warm.goto(`${server.url}${PAGE}`, { waitUntil: 'networkidle' });
  await warm.close();

  const totals: number[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (SLOW_NETWORK) {
      // Lighthouse's mobile "slow 4G": 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up.
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    await page.addInitScript(() => {
      const shifts: Shift[] = [];
      window.__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node ? node.nodeName : '?';
            const classes = Array.from({ length: Math.min(2, node.classList.length) }, (_, i) =>
              node.classList.item(i),
            ).join('.');
            return `${node.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
          });
          shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server.url}${PAGE}`, { waitUntil: 'networkidle' });
    await page.locator('.product-card').first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const shifts = await page.evaluate(() => window.__shifts ?? []);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    totals.push(total);
    const largest = [...shifts].sort((a, b) => b.value - a.value).slice(0, 3);
    console.log(`run ${run}: CLS ${total.toFixed(3)}`);
    for (const shift of largest) {
      console.log(`  ${shift.value.toFixed(3)} at ${shift.at} ms: ${shift.sources.join(', ')}`);
    }
    await context.close();
  }
  const network = SLOW_NETWORK ? ', slow 4G' : '';
  console.log(
    `\n${PAGE} at 390×844, CPU ×4${network}: median CLS ${median(totals).toFixed(3)} of ${RUNS}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
