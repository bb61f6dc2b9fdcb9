// `npm run admin -- <area> <action> [id]`: operator commands against the configured database
// (the same settings as the server: DATABASE_URL, DATABASE_SCHEMA, SQLITE_FILE).
//   sellers list            pending seller requests
//   sellers approve <id>    approve one
//   sellers reject <id>     reject one
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { decideSellerRequest, pendingSellerRequests } from '../features/accounts/seller-admin.ts';

export const USAGE = `Usage: npm run admin -- sellers list | sellers approve <id> | sellers reject <id>`;

/** Runs one command; answers the lines to print and the exit code. */
export async function runAdminCommand(
  db: Kysely<Database>,
  args: readonly string[],
): Promise<{ lines: string[]; code: number }> {
  const [area, action, idText] = args;
  if (area !== 'sellers') return { lines: [USAGE], code: 2 };
  if (action === 'list') {
    const rows = await pendingSellerRequests(db);
    if (rows.length === 0) return { lines: ['No pending seller requests.'], code: 0 };
    return {
      lines: rows.map(
        (row) =>
          `#${row.id}  ${row.first_name} ${row.last_name} <${row.email}>  ${row.mobile_no}  ${row.created_at}`,
      ),
      code: 0,
    };
  }
  if (action !== 'approve' && action !== 'reject') return { lines: [USAGE], code: 2 };
  if (!idText || !/^\d{1,15}$/.test(idText)) return { lines: [USAGE], code: 2 };
  const id = Number(idText);
  const decision = action === 'approve' ? 'approved' : 'rejected';
  if (await decideSellerRequest(db, id, decision)) {
    return { lines: [`Seller request #${id} ${decision}.`], code: 0 };
  }
  return { lines: [`No pending seller request #${id}.`], code: 1 };
}
