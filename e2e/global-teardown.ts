// Drops this run's PostgreSQL schema and removes its data folder.
import fs from 'node:fs';
import pg from 'pg';
import { runEnvironment } from './run-env.ts';

export default async function globalTeardown(): Promise<void> {
  const run = runEnvironment();
  if (run.databaseUrl && run.databaseSchema) {
    const client = new pg.Client({ connectionString: run.databaseUrl });
    await client.connect();
    try {
      // The name is ours (e2e_<digits>), so quoting it as an identifier is enough.
      await client.query(`drop schema if exists "${run.databaseSchema}" cascade`);
    } finally {
      await client.end();
    }
  }
  fs.rmSync(run.runDir, { recursive: true, force: true });
}
