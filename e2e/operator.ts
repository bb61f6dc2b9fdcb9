// The operator command (`npm run admin -- orders …`) as the shop runs it, against this run's
// database: the built apps/server/dist/admin.js with the server's database settings, and the
// run's address as PUBLIC_URL so the e-mails it queues link to the order page. The running
// server sends those e-mails from the outbox.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, runEnvironment } from './run-env.ts';

const run = promisify(execFile);

export async function operatorCommand(baseUrl: string, ...args: string[]): Promise<string> {
  const env = runEnvironment();
  const { stdout } = await run(
    process.execPath,
    [path.join(REPO_ROOT, 'apps/server/dist/admin.js'), ...args],
    {
      cwd: REPO_ROOT,
      timeout: 30_000,
      env: {
        PATH: process.env.PATH ?? '',
        SQLITE_FILE: env.sqliteFile,
        FILES_DIR: env.filesDir,
        PUBLIC_URL: baseUrl,
        DATABASE_URL: env.databaseUrl ?? '',
        DATABASE_SCHEMA: env.databaseSchema ?? '',
      },
    },
  );
  return stdout;
}
