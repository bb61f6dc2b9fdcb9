// The operator command (`npm run admin -- …`, apps/server/src/admin/) run against this run's
// database, for steps no shopper can take (an order delivered, a review approved). It runs the
// built dist/admin.js, as the operator's `npm run admin` does.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, runEnvironment } from './run-env.ts';

const run = promisify(execFile);

export async function admin(...args: string[]): Promise<string> {
  const env = runEnvironment();
  const database = env.databaseUrl
    ? { DATABASE_URL: env.databaseUrl, DATABASE_SCHEMA: env.databaseSchema ?? '' }
    : { SQLITE_FILE: env.sqliteFile, DATABASE_URL: '', DATABASE_SCHEMA: '' };
  const { stdout } = await run(
    process.execPath,
    [path.join(REPO_ROOT, 'apps/server/dist/admin.js'), ...args],
    { env: { ...process.env, ...database, FILES_DIR: env.filesDir, LOG_LEVEL: 'silent' } },
  );
  return stdout;
}

/** Ships the order with this number and delivers it (its status becomes Completed). */
export async function deliverOrder(orderNumber: string): Promise<void> {
  const listed = await admin('orders', 'list');
  const line = listed.split('\n').find((row) => row.includes(orderNumber));
  const id = /^#(\d+)/.exec(line ?? '')?.[1];
  if (!id) throw new Error(`no order ${orderNumber} in:\n${listed}`);
  await admin('orders', 'ship', id, '--carrier', 'Delhivery', '--tracking', `E2E${id}`);
  await admin('orders', 'deliver', id);
}
