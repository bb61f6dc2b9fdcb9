// `npm run admin -- staff add --email <e-mail> --role owner|catalogue|orders|support [--name <name>]`:
// creates a console member with a strong random password, printed once (the only time it
// exists in clear; only its argon2id hash is stored). This is how the first owner is made;
// owners then invite everyone else from the console (docs/console.md).
import { randomBytes } from 'node:crypto';
import { isStaffRole, STAFF_ROLES } from '@bazaar/contract/console/roles';
import { isValidEmail } from '@bazaar/contract/validation';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addStaffByCommand } from '../features/staff/index.ts';
import type { HashCost } from '../features/accounts/index.ts';
import type { AdminResult } from './admin-result.ts';

export const STAFF_USAGE = `       npm run admin -- staff add --email <e-mail> --role ${STAFF_ROLES.join('|')} [--name <name>]`;

/** --flag value pairs; undefined when a flag is unknown, repeated or has no value. */
function flags(args: readonly string[]): Map<string, string> | undefined {
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i];
    const value = args[i + 1];
    if (!flag?.startsWith('--') || value === undefined || found.has(flag)) return undefined;
    found.set(flag.slice(2), value);
  }
  return found;
}

export async function staffCommand(
  ctx: { db: Kysely<Database>; cost: HashCost; now: () => Date },
  [action, ...rest]: readonly string[],
): Promise<AdminResult | undefined> {
  const given = flags(rest);
  if (action !== 'add' || !given) return undefined;
  const email = given.get('email')?.trim().toLowerCase() ?? '';
  const role = given.get('role') ?? '';
  const name = given.get('name')?.trim() || email.split('@')[0] || email;
  if ([...given.keys()].some((key) => !['email', 'role', 'name'].includes(key))) return undefined;
  if (!isValidEmail(email)) return { lines: [`Not an e-mail address: ${email}`], code: 2 };
  if (!isStaffRole(role))
    return { lines: [`The role must be one of ${STAFF_ROLES.join(', ')}.`], code: 2 };
  const password = randomBytes(15).toString('base64url');
  const id = await addStaffByCommand(ctx, { email, name, role, password });
  if (id === 'taken') return { lines: [`A staff member ${email} already exists.`], code: 1 };
  return {
    lines: [
      `Staff member #${id} ${email} (${role}) created.`,
      `Password (shown only now; keep it safe): ${password}`,
      'Log in at /admin.',
    ],
    code: 0,
  };
}
