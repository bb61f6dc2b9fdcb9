// Login time: sequential get-user-login calls over HTTP against the real server with the default
// argon2id cost (PASSWORD_HASH_MEMORY_KIB / PASSWORD_HASH_ITERATIONS unless set), for a right
// password, a wrong one and an unknown e-mail (which must cost the same).
// Usage: npm run bench:login -w @bazaar/bench
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import { startServer } from './server-process.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const server = await startServer(Number(process.env.BENCH_PORT ?? 3214), {
  SEED_ON_START: 'false',
  AUTH_ATTEMPTS_PER_ADDRESS: '100000',
  LOGIN_ATTEMPTS_PER_ACCOUNT: '100000',
  // Many wrong passwords from one address: neither the account ceiling nor its delay may count.
  LOGIN_ACCOUNT_CEILING: '1000000',
  LOGIN_DELAY_MAX_MS: '0',
});

async function post(key: EndpointKey, params: Record<string, unknown>): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}${endpointPath(ENDPOINTS[key])}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestParameters: params }),
  });
  await response.text();
  return performance.now() - started;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

try {
  const email = `bench.${Date.now()}@example.in`;
  const password = 'bench-password-1';
  await post('signupUser', {
    FirstName: 'Bench',
    LastName: 'User',
    EmailAddress: email,
    Password: password,
    AddressLineOne: '1 Road',
    CountryID: '-999',
  });
  const cases = {
    'right password': { Email: email, Password: password },
    'wrong password': { Email: email, Password: 'not-the-password' },
    'unknown e-mail': { Email: `nobody.${email}`, Password: password },
  };
  const rows: Record<string, string | number>[] = [];
  for (const [name, params] of Object.entries(cases)) {
    await post('getUserLogin', params); // warm-up
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i += 1) times.push(await post('getUserLogin', params));
    rows.push({
      case: name,
      'median ms': percentile(times, 0.5).toFixed(1),
      'p90 ms': percentile(times, 0.9).toFixed(1),
    });
  }
  console.table(rows);
  console.log(
    `login: ${rows[0]?.['median ms']} ms median over ${ROUNDS} calls (HTTP, argon2id, default cost)`,
  );
} finally {
  await server.stop();
}
