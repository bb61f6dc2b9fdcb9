// Console calls for tests: a staff member of a role, signed in, and a call with their token.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { consolePath, type ConsoleEndpointKey } from '@bazaar/contract/console/endpoints';
import type { StaffRole } from '@bazaar/contract/console/roles';
import type { Envelope } from '@bazaar/contract/envelope';
import type { Database } from '../../db/schema.ts';
import type { CallResult } from '../../test/test-app.ts';
import { addStaffByCommand } from './staff.service.ts';

export const TEST_STAFF_PASSWORD = 'a long staff password';
const TEST_COST = { memoryKib: 19_456, iterations: 2 };

export async function consoleCall<T = unknown>(
  app: FastifyInstance,
  key: ConsoleEndpointKey,
  params: Record<string, unknown> = {},
  token = '',
  headers: Record<string, string> = {},
): Promise<CallResult<T>> {
  const response = await app.inject({
    method: 'POST',
    url: consolePath(key),
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    payload: { requestParameters: params },
  });
  const envelope = response.json<Envelope>();
  return { status: response.statusCode, envelope, data: JSON.parse(envelope.data) as T, response };
}

let serial = 0;

/** A new member of `role`, created as the command does, logged in through the API. */
export async function signedInStaff(app: FastifyInstance, db: Kysely<Database>, role: StaffRole) {
  serial += 1;
  const email = `${role}-${serial}-${Date.now()}@staff.example.in`;
  const id = await addStaffByCommand(
    { db, cost: TEST_COST, now: () => new Date() },
    { email, name: `${role} ${serial}`, role, password: TEST_STAFF_PASSWORD },
  );
  if (id === 'taken') throw new Error('staff e-mail taken');
  const login = await consoleCall<{ token: string }>(app, 'login', {
    email,
    password: TEST_STAFF_PASSWORD,
  });
  if (login.status !== 200) throw new Error(`staff login failed: ${login.envelope.errorMessage}`);
  return { id, email, token: login.data.token };
}
