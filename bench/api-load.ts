// API load: autocannon against the home page's endpoints on a freshly seeded SQLite store.
// Prints a table and a one-line summary. Usage: npm run bench:api -w @bazaar/bench
import autocannon from 'autocannon';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import { startServer } from './server-process.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const scenarios: { key: EndpointKey; params: Record<string, unknown> }[] = [
  { key: 'getCategoriesList', params: { PageNo: 1, PageSize: 100 } },
  { key: 'getPopularProducts', params: { PageNo: 1, PageSize: 20 } },
  { key: 'getRecentProducts', params: { PageNo: 1, PageSize: 20, TabName: 'new products' } },
  { key: 'getHomeBanners', params: { recordValueJson: '[]' } },
  { key: 'getLocalization', params: { entityId: 63, languageCode: 'ar' } },
];

const server = await startServer(3200);
const rows: Record<string, string | number>[] = [];
try {
  for (const { key, params } of scenarios) {
    const result = await autocannon({
      url: `${server.url}${endpointPath(ENDPOINTS[key])}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestParameters: params }),
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
    });
    rows.push({
      endpoint: ENDPOINTS[key].path,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
} finally {
  await server.stop();
}
console.table(rows);
const slowest = rows.reduce((a, b) => (Number(a['req/s']) < Number(b['req/s']) ? a : b));
console.log(
  `summary: ${rows.length} endpoints, ${CONNECTIONS} connections, ${DURATION_SECONDS}s each on SQLite; slowest ${String(slowest.endpoint)} at ${String(slowest['req/s'])} req/s (p99 ${String(slowest['p99 ms'])} ms)`,
);
