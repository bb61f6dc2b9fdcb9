// Where this run's server keeps its data. The config module is evaluated in the runner and again
// in every worker, so the run id is fixed once in process.env (workers inherit it) instead of
// calling Date.now() in each process.
import fs from 'node:fs';
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
  /** Where the server writes each e-mail (.eml; no SMTP_URL in tests): reset codes are read here. */
  mailDir: string;
  /** This run's copy of the built SPA (see snapshotWebDist). */
  webDistDir: string;
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
    mailDir: path.join(runDir, 'mail'),
    webDistDir: path.join(runDir, 'web-dist'),
    databaseUrl,
    databaseSchema: databaseUrl ? `e2e_${runId}` : undefined,
  };
}

export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');

/**
 * Copies apps/web/dist for this run. Others rebuild the SPA while a run is going on; a rebuild
 * empties dist/, and the server (which keeps index.html from its start) would then point at
 * deleted hashed assets. Runs in the runner only, before the server starts.
 */
export function snapshotWebDist(run: RunEnvironment): void {
  if (process.env.TEST_WORKER_INDEX !== undefined) return;
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) return; // global-setup explains
  if (fs.existsSync(path.join(run.webDistDir, 'index.html'))) return;
  fs.cpSync(WEB_DIST, run.webDistDir, { recursive: true });
}
