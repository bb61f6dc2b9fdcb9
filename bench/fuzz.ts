// Fuzzes a fresh server over real sockets: every endpoint with random methods, content types,
// headers and bodies built from the contract's own field names and hostile values, plus path
// tricks under /files and /assets. Counts answers by status; any 5xx (or a dropped connection)
// is a defect and is printed. Before the random requests, a sweep sends the boundary values
// (2^31 − 1, 2^31, 2^53, -1, 0, "1e1", …) to every id and whole-number field the contract's
// request schemas hold (found by request-fields.ts, so new fields are swept too), logged in,
// plus the download path's id and the UserID header. See bench/README.md for the variables.
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import type { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { DOWNLOAD_PATH_PREFIX, ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import type { EndpointKey } from '@bazaar/contract/endpoints';
import { requestFields, withValue } from '@bazaar/contract/request-fields';
import { REPO_ROOT, startServer } from './server-process.ts';

const TOTAL = Number(process.env.BENCH_FUZZ_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_FUZZ_CONCURRENCY ?? 16);
const SEED = Number(process.env.BENCH_FUZZ_SEED ?? 20_261_124);
const PORT = Number(process.env.BENCH_FUZZ_PORT ?? 3210);
/** Another checkout's server to fuzz (e.g. an older commit, for a before/after figure). */
const SERVER_ROOT = process.env.BENCH_FUZZ_SERVER_ROOT ?? REPO_ROOT;
const DATABASE_URL = process.env.DATABASE_URL;
/** On PostgreSQL the server gets a schema of its own, dropped at the end. */
const PG_SCHEMA = `fuzz_${process.pid}`;

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
  '[{"ProductId":2147483648,"Quantity":1}]',
  '[{"ProductId":1,"Quantity":"1e1"}]',
  2 ** 31 - 1,
  2 ** 31,
  '2147483648',
  '1e1',
  'Asha\u001b]0;x\u0007',
];

/** What the sweep sends to every id and whole-number field. */
const BOUNDARIES: unknown[] = [2 ** 31 - 1, 2 ** 31, '2147483648', 2 ** 53, -1, 0, '1e1', 1.5];

/** Every id and whole-number field of every endpoint, inside lists and cartJsonData too. */
const NUMBER_SITES = (Object.keys(API_SCHEMAS) as EndpointKey[]).flatMap((key) => {
  const fields = requestFields(API_SCHEMAS[key].request as z.ZodType);
  const numbers = fields.filter((field) => field.kind === 'id' || field.kind === 'integer');
  // Every other number 1, so the field under test is what the server reads first.
  const base = numbers.reduce<unknown>((params, field) => withValue(params, field.path, 1), {});
  return numbers.map((field) => ({ key, base, path: field.path }));
});

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

interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function randomRequest(): FuzzRequest {
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
  request: FuzzRequest,
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

interface Login {
  token: string;
  userId: string;
}

const post = (route: string, params: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  path: route,
  headers: { 'content-type': 'application/json', Token: '', UserID: '', ...headers },
  body: JSON.stringify({ requestParameters: params }),
});

/** Signs a shopper up and logs in, so the sweep reaches the endpoints that need a user. */
async function logIn(base: URL): Promise<Login> {
  const email = `fuzz-${SEED}-${process.pid}@example.in`;
  const password = 'Fuzz-sweep-2026!';
  const account = { FirstName: 'Fuzz', LastName: 'Sweep', EmailAddress: email, Password: password };
  const signup = { ...account, AddressLineOne: '1 Test Road', MobileNo: '', CountryID: '-999' };
  await send(base, post(endpointPath(ENDPOINTS.signupUser), signup));
  const answer = await send(
    base,
    post(endpointPath(ENDPOINTS.getUserLogin), { Email: email, Password: password }),
  );
  const envelope = JSON.parse(answer.body) as { token?: string; data?: string };
  const [row] = JSON.parse(envelope.data ?? '[]') as { UserID?: number }[];
  if (!envelope.token || !row?.UserID) throw new Error(`fuzz login failed: ${answer.body}`);
  return { token: envelope.token, userId: String(row.UserID) };
}

/** Every boundary value to every id and whole-number field, the download path and UserID. */
async function sweepBoundaries(
  base: URL,
  login: Login,
  note: (request: FuzzRequest, answer: { status: number; body: string }) => void,
): Promise<void> {
  const auth = { Token: login.token, UserID: login.userId };
  const requests: FuzzRequest[] = NUMBER_SITES.flatMap((site) =>
    BOUNDARIES.map((value) =>
      post(endpointPath(ENDPOINTS[site.key]), withValue(site.base, site.path, value), auth),
    ),
  );
  for (const value of BOUNDARIES) {
    const get = { method: 'GET', headers: auth, body: undefined };
    requests.push({ ...get, path: `${DOWNLOAD_PATH_PREFIX}/${String(value)}/${login.token}` });
    const history = post(endpointPath(ENDPOINTS.getOrderHistory), { UserId: 1 });
    requests.push({ ...history, headers: { ...history.headers, ...auth, UserID: String(value) } });
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let request = requests[next++]; request; request = requests[next++]) {
        note(request, await send(base, request));
        swept += 1;
      }
    }),
  );
}

async function dropSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${PG_SCHEMA} cascade`);
  } finally {
    await client.end();
  }
}

const server = await startServer(
  PORT,
  {
    FORM_RATE_LIMIT_PER_MINUTE: '100000',
    ...(DATABASE_URL ? { DATABASE_SCHEMA: PG_SCHEMA } : {}),
  },
  undefined,
  path.join(SERVER_ROOT, 'apps/server/src/server.ts'),
);
const counts = new Map<number, number>();
const failures: string[] = [];
const dropped: FuzzRequest[] = [];
let swept = 0;
function record(request: FuzzRequest, { status, body }: { status: number; body: string }) {
  counts.set(status, (counts.get(status) ?? 0) + 1);
  if (status === 0) dropped.push(request);
  if ((status >= 500 && status !== 503) || status === 0) {
    failures.push(
      `${status} ${request.method} ${request.path} ${(request.body ?? '').slice(0, 200)} → ${body.slice(0, 200)}`,
    );
  }
}
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
  const login = await logIn(base);
  await sweepBoundaries(base, login, record);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < TOTAL) {
        next += 1;
        const request = randomRequest();
        record(request, await send(base, request));
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
  if (DATABASE_URL) await dropSchema(DATABASE_URL);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.table(
  Object.fromEntries(
    [...counts].sort(([a], [b]) => a - b).map(([status, n]) => [status, { answers: n }]),
  ),
);
for (const failure of failures.slice(0, 20)) console.log(failure);
const byRoute = new Map<string, number>();
for (const failure of failures) {
  const route = failure.split(' ').slice(0, 3).join(' ');
  byRoute.set(route, (byRoute.get(route) ?? 0) + 1);
}
for (const [route, n] of byRoute) console.log(`${n} × ${route}`);
console.log(
  `fuzz: ${swept} boundary + ${TOTAL} random requests (${live.length} of ${PATHS.length} endpoints implemented) in ${seconds} s, seed ${SEED}: ${failures.length} server errors or dropped connections`,
);
process.exitCode = failures.length > 0 ? 1 : 0;
