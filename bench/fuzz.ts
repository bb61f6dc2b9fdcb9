// Fuzzes a fresh server over real sockets: every endpoint with random methods, content types,
// headers and bodies built from the contract's own field names and hostile values, plus path
// tricks under /files and /assets. Counts answers by status; any 5xx (or a dropped connection)
// is a defect and is printed. Usage: npm run bench:fuzz -w @bazaar/bench  (BENCH_FUZZ_REQUESTS)
import http from 'node:http';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import { startServer } from './server-process.ts';

const TOTAL = Number(process.env.BENCH_FUZZ_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_FUZZ_CONCURRENCY ?? 16);
const SEED = Number(process.env.BENCH_FUZZ_SEED ?? 20_261_124);

// A small deterministic PRNG, so a failing run can be repeated with its seed.
let state = SEED >>> 0;
const random = () => {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** Field names a schema reads (zod 4 definitions, unwrapped through pipes and optionals). */
function fieldNames(schema: unknown, seen = new Set<unknown>()): string[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape as object);
  return ['in', 'out', 'innerType', 'schema'].flatMap((key) => fieldNames(def[key], seen));
}
const FIELDS = [...new Set(Object.values(API_SCHEMAS).flatMap((s) => fieldNames(s.request)))];
const PATHS = Object.values(ENDPOINTS).map(endpointPath);
/** Endpoints this server implements (found by a first probe); most traffic goes there. */
const live: string[] = [];

const VALUES: unknown[] = [
  0,
  -1,
  1,
  2,
  22,
  100,
  101,
  -999,
  '-999',
  '0',
  '0,12',
  '12,14',
  ',,',
  '1,a',
  1e308,
  -1e308,
  2 ** 53 + 1,
  1.5,
  '1e3',
  '0x10',
  'NaN',
  'Infinity',
  '',
  ' ',
  null,
  true,
  false,
  [],
  {},
  [1, 2],
  { a: 1 },
  'x'.repeat(5_000),
  'ملابس نسائية',
  'é'.repeat(300),
  '\u0000',
  '\ud800',
  'a\r\nb',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'javascript:alert(1)',
  '../../etc/passwd',
  'Price ASC',
  'Date DESC',
  'drop table',
  'en',
  'ar',
  'fr',
  'a@b.in',
  'not-an-email',
  '[{"ProductId":1,"Quantity":2}]',
  '[{"ProductId":"x"}]',
  '{"a":',
  '[]',
  '[{"ProductId":151}]',
];

function randomParams(): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  const count = Math.floor(random() * 8);
  for (let i = 0; i < count; i += 1) params[random() < 0.9 ? pick(FIELDS) : `k${i}`] = pick(VALUES);
  return params;
}

function randomBody(): string {
  const roll = random();
  if (roll < 0.7) return JSON.stringify({ requestParameters: randomParams() });
  if (roll < 0.75) return JSON.stringify(randomParams());
  if (roll < 0.8) return `{"requestParameters":${'['.repeat(50 + Math.floor(random() * 5000))}`;
  if (roll < 0.85) return JSON.stringify({ requestParameters: { pad: 'x'.repeat(70_000) } });
  if (roll < 0.9) return '{"requestParameters":{"__proto__":{"polluted":1}}}';
  if (roll < 0.95) return pick(['', 'null', '[]', '"x"', '{bad json', '\u0000']);
  return JSON.stringify({ requestParameters: pick(VALUES) });
}

const TRICK_PATHS = [
  '/files/images/%2e%2e/digital/x.pdf',
  '//files/images/../bazaar.db',
  '/files/images/.env',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/files/images/%252e%252e/x',
  '/%00',
  '/api/v1/',
  '/api/v1/common/download-digital-file/1/2',
  '/health',
  '/',
  '/ar/',
  '/en/about',
  '/robots.txt',
];

function randomRequest(): {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
} {
  const method =
    random() < 0.85 ? 'POST' : pick(['GET', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH']);
  let path =
    random() < 0.9 ? pick(random() < 0.8 && live.length > 0 ? live : PATHS) : pick(TRICK_PATHS);
  if (random() < 0.05) path = path.replace('/api/', '//api/').toUpperCase();
  const headers: Record<string, string> = {
    'content-type':
      random() < 0.9
        ? 'application/json'
        : pick([
            'text/plain',
            'application/xml',
            'multipart/form-data; boundary=x',
            'application/json; charset=latin1',
          ]),
    Token: random() < 0.8 ? '' : pick(['abc', 'x'.repeat(2000), 'null']),
    UserID:
      random() < 0.8
        ? ''
        : String(pick(VALUES))
            .slice(0, 200)
            .replace(/[^\x20-\x7e]/g, '?'),
  };
  if (random() < 0.1)
    headers['x-forwarded-for'] = `${pick(['1.2.3.4', 'garbage', 'x'.repeat(500)])}, 127.0.0.1`;
  return method === 'GET' || method === 'HEAD'
    ? { method, path, headers }
    : { method, path, headers, body: randomBody() };
}

const agent = new http.Agent({
  keepAlive: process.env.BENCH_FUZZ_KEEPALIVE !== '0',
  maxSockets: CONCURRENCY,
});
function send(
  base: URL,
  request: ReturnType<typeof randomRequest>,
  through: http.Agent | false = agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        host: base.hostname,
        port: base.port,
        agent: through,
        method: request.method,
        path: request.path,
        // Always framed: Node sends a DELETE or OPTIONS body unframed, which the server would
        // rightly read as the start of a next, malformed request on the same connection.
        headers: {
          ...request.headers,
          'content-length': String(Buffer.byteLength(request.body ?? '')),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk.length < 2000 ? chunk : ''));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', (error) => resolve({ status: 0, body: error.message }));
    outgoing.end(request.body);
  });
}

const server = await startServer(3210, { FORM_RATE_LIMIT_PER_MINUTE: '100000' });
const counts = new Map<number, number>();
const failures: string[] = [];
const dropped: ReturnType<typeof randomRequest>[] = [];
const started = performance.now();
try {
  const base = new URL(server.url);
  for (const path of PATHS) {
    const probe = {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: '{"requestParameters":{}}',
    };
    if ((await send(base, probe)).status !== 404) live.push(path);
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) {
        next += 1;
        const request = randomRequest();
        const { status, body } = await send(base, request);
        counts.set(status, (counts.get(status) ?? 0) + 1);
        if (status === 0) dropped.push(request);
        if ((status >= 500 && status !== 503) || status === 0) {
          failures.push(
            `${status} ${request.method} ${request.path} ${(request.body ?? '').slice(0, 200)} → ${body.slice(0, 200)}`,
          );
        }
      }
    }),
  );
  // A dropped connection under load may be the client's doing (it was still sending a body
  // the server had refused): replay each one alone to tell a server defect from that.
  let reproduced = 0;
  for (const request of dropped) {
    const again = await send(base, request, false);
    if (again.status !== 0) continue;
    reproduced += 1;
    if (reproduced <= 5)
      console.log(
        'reproduced:',
        request.method,
        request.path,
        again.body,
        (request.body ?? '').slice(0, 120),
        request.body?.length,
      );
  }
  console.log(`dropped connections: ${dropped.length}; reproduced alone: ${reproduced}`);
} finally {
  agent.destroy();
  await server.stop();
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.table(
  Object.fromEntries(
    [...counts].sort(([a], [b]) => a - b).map(([status, n]) => [status, { answers: n }]),
  ),
);
for (const failure of failures.slice(0, 20)) console.log(failure);
console.log(
  `fuzz: ${TOTAL} requests (${live.length} of ${PATHS.length} endpoints implemented) in ${seconds} s, seed ${SEED}: ${failures.length} server errors or dropped connections`,
);
process.exitCode = failures.length > 0 ? 1 : 0;
