// Where this run's server keeps its data. The config module is evaluated in the runner and again
// in every worker, so the run id is fixed once in process.env (workers inherit it) instead of
// calling Date.now() in each process.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
/** Parent of every run's data folder; gitignored. */
export const DATA_ROOT = path.join(E2E_DIR, '.data');

export interface RunEnvironment {
  runId: string;
  /** Fresh folder for this run: SQLite file and uploaded/seeded files. */
  runDir: string;
  sqliteFile: string;
  filesDir: string;
  /** Set when DATABASE_URL is: the server then runs on PostgreSQL in this fresh schema. */
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
}

export function runEnvironment(): RunEnvironment {
  process.env.E2E_RUN_ID ??= String(Date.now());
  const runId = process.env.E2E_RUN_ID;
  const runDir = path.join(DATA_ROOT, `run-${runId}`);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  return {
    runId,
    runDir,
    sqliteFile: path.join(runDir, 'bazaar.db'),
    filesDir: path.join(runDir, 'files'),
    databaseUrl,
    databaseSchema: databaseUrl ? `e2e_${runId}` : undefined,
  };
}
