// Home lists against a bare route, in one server process and one run (#11 item 2): each home
// list's req/s at 50 connections divided by the bare route's, measured back to back so both see
// the same machine; the median of three rounds. Goal ≥ 0.50 for each. SQLite by default;
// PostgreSQL with DATABASE_URL (a database of its own: the server seeds it).
// BENCH_GZIP=1 asks for gzip as browsers do (answers over 1 KB are then compressed each time).
// Usage: npm run bench:home -w @bazaar/bench   (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_GZIP)
import autocannon from 'autocannon';
import path from 'node:path';
import { PAGE_SIZES } from '@bazaar/contract/constants';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import { BARE_ROUTE, REPO_ROOT, startServer } from './server-process.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const GOAL = 0.5;
const ACCEPT = process.env.BENCH_GZIP === '1' ? { 'accept-encoding': 'gzip' } : {};

// What the home page asks for, as the storefront asks (home-page.tsx and its rails).
const RAIL = { PageNo: 1, PageSize: PAGE_SIZES.homeProducts, TabName: '' };
const HOME_LISTS: { key: EndpointKey; params: Record<string, unknown> }[] = [
  { key: 'getCategoriesList', params: { PageNo: 1, PageSize: PAGE_SIZES.lookups } },
  { key: 'getPopularCategories', params: {} },
  { key: 'getPopularProducts', params: { ...RAIL, languageCode: 'en' } },
  { key: 'getRecentProducts', params: { ...RAIL, TabName: 'new products', languageCode: 'ar' } },
  { key: 'getHomeBanners', params: { languageCode: 'en' } },
  { key: 'getCampaignList', params: { languageCode: 'en' } },
];

async function rate(url: string, post?: unknown) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { ...ACCEPT, ...(post === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(post === undefined ? {} : { method: 'POST' as const, body: JSON.stringify(post) }),
  });
  if (result.errors + result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const ROUNDS = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite';
const server = await startServer(
  3210,
  {},
  undefined,
  path.join(REPO_ROOT, 'bench/bare-route-server.ts'),
);
const rows: Record<string, string | number>[] = [];
try {
  await rate(`${server.url}${BARE_ROUTE}`); // warm-up: JIT, connections
  for (const { key, params } of HOME_LISTS) {
    const listUrl = `${server.url}${endpointPath(ENDPOINTS[key])}`;
    const body = { requestParameters: params };
    await rate(listUrl, body); // warm-up: this list's first answer
    // Bare and list back to back, ROUNDS times: a ratio per round, the median reported.
    const rounds: { bare: number; list: number; p99: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const bare = await rate(`${server.url}${BARE_ROUTE}`);
      const list = await rate(listUrl, body);
      rounds.push({ bare: bare.rps, list: list.rps, p99: list.p99 });
    }
    rows.push({
      list: ENDPOINTS[key].path,
      'req/s': Math.round(median(rounds.map((r) => r.list))),
      'bare req/s': Math.round(median(rounds.map((r) => r.bare))),
      ratio: Number(median(rounds.map((r) => r.list / r.bare)).toFixed(2)),
      'p99 ms': median(rounds.map((r) => r.p99)),
    });
  }
} finally {
  await server.stop();
}
console.table(rows);
const worst = rows.reduce((a, b) => (Number(a.ratio) < Number(b.ratio) ? a : b));
console.log(
  `summary: ${database}${ACCEPT['accept-encoding'] ? ', gzip' : ''}, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${DURATION_SECONDS}s; lowest ratio ${String(worst.ratio)} (${String(worst.list)}), goal ≥ ${GOAL}`,
);
