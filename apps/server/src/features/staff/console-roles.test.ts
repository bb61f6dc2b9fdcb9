// Every console endpoint × every caller: a visitor and a shopper's token get 401, a staff
// member whose role the contract's table does not list gets 403 — each with the same bare
// envelope and nothing of the endpoint — and a listed role gets past the guard. The routes the
// app serves under the console prefix must be exactly the table's, so an endpoint added
// without its roles fails here.
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_ENDPOINTS,
  CONSOLE_PREFIX,
  consolePath,
  roleMayCall,
  type ConsoleEndpointKey,
} from '@bazaar/contract/console/endpoints';
import { STAFF_ROLES, type StaffRole } from '@bazaar/contract/console/roles';
import { loggedInShopper } from '../accounts/accounts.test-support.ts';
import { DIALECTS } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { consoleCall, signedInStaff } from './staff.test-support.ts';

const KEYS = Object.keys(CONSOLE_ENDPOINTS) as ConsoleEndpointKey[];
// Logout last: it ends the sessions the other endpoints are called with.
const GUARDED = KEYS.filter((key) => CONSOLE_ENDPOINTS[key].roles !== 'public').sort(
  (a, b) => Number(a === 'logout') - Number(b === 'logout'),
);

describe.each(DIALECTS)('console roles on %s', (dialect) => {
  const t = useTestApp(dialect, { seed: false });
  const tokens = {} as Record<StaffRole, string>;
  let shopperToken = '';

  it('serves exactly the endpoints of the roles table under the console prefix', async () => {
    await t.app.ready();
    const served = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      // Full paths, or children of a printed '/' root ("├── api/v1/console/… (POST)").
      .map((line) => /[\s/](api\/v1\/console\/\S*)/.exec(line)?.[1])
      .filter((path): path is string => path !== undefined)
      .map((path) => `/${path}`);
    const listed = KEYS.map(consolePath);
    expect(new Set(served)).toEqual(new Set(listed));
    expect(served.every((path) => path.startsWith(CONSOLE_PREFIX))).toBe(true);
  });

  it('signs in one member of every role and a shopper', async () => {
    for (const role of STAFF_ROLES) tokens[role] = (await signedInStaff(t.app, t.db, role)).token;
    shopperToken = (await loggedInShopper(t.app)).token;
  });

  it.each(GUARDED)('%s: a visitor and a shopper get 401 and nothing else', async (key) => {
    for (const token of ['', shopperToken]) {
      const { status, envelope, response } = await consoleCall(t.app, key, {}, token);
      expect(status).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(envelope).toMatchObject({ statusCode: 401, messageId: 'unauthorized', data: '[]' });
    }
    // A shopper's token in the storefront's own headers opens nothing either.
    const { status } = await consoleCall(t.app, key, {}, '', { Token: shopperToken, UserID: '1' });
    expect(status).toBe(401);
  });

  it.each(GUARDED)('%s: each role gets past the guard only if the table lists it', async (key) => {
    for (const role of STAFF_ROLES) {
      const { status, envelope } = await consoleCall(t.app, key, {}, tokens[role]);
      if (roleMayCall(key, role)) {
        expect([200, 400, 404, 409], `${key} as ${role}`).toContain(status);
      } else {
        expect(status, `${key} as ${role}`).toBe(403);
        expect(envelope).toMatchObject({ messageId: 'staffForbidden', data: '[]' });
      }
    }
  });
});
