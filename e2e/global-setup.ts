// Runs after the server is up: fails fast when the SPA has not been built or when the server
// did not put its tables in this run's PostgreSQL schema, and removes data folders that crashed
// runs left behind.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { DATA_ROOT, WEB_DIST, runEnvironment } from './run-env.ts';

// A run takes minutes; an hour-old folder belongs to a run that crashed or only listed tests.
const STALE_MS = 60 * 60 * 1000;

export default async function globalSetup(): Promise<void> {
  const run = runEnvironment();
  if (!fs.existsSync(path.join(run.webDistDir, 'index.html'))) {
    throw new Error(
      `${WEB_DIST}/index.html is missing: run \`npm run build -w @bazaar/web\` first.`,
    );
  }
  if (run.databaseUrl && run.databaseSchema)
    await expectSchema(run.databaseUrl, run.databaseSchema);
  pruneStaleRuns(run.runDir);
}

/** db.ts and the teardown rely on the server honouring DATABASE_SCHEMA. */
async function expectSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      'select 1 from information_schema.tables where table_schema = $1 limit 1',
      [schema],
    );
    if (!rowCount) {
      throw new Error(
        `The server started without creating tables in schema "${schema}": ` +
          'it ignores DATABASE_SCHEMA, so its tables went elsewhere (probably "public").',
      );
    }
  } finally {
    await client.end();
  }
}

function pruneStaleRuns(currentRunDir: string): void {
  if (!fs.existsSync(DATA_ROOT)) return;
  for (const entry of fs.readdirSync(DATA_ROOT)) {
    const dir = path.join(DATA_ROOT, entry);
    // Only old folders: another run may be going on right now with its own folder.
    if (dir !== currentRunDir && Date.now() - fs.statSync(dir).mtimeMs > STALE_MS) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}
