// Starts the real server (tsx apps/server/src/server.ts) on a fresh SQLite file for a benchmark,
// and stops it afterwards. Traffic goes to 127.0.0.1 only.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The constant route bare-route-server.ts adds: the yardstick of the home-list bench. */
export const BARE_ROUTE = '/bench/bare';

export interface RunningServer {
  url: string;
  /** SIGTERM, wait, and delete the data folder (unless it was given). */
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-flight, as in a crash or an OOM kill. */
  kill(): Promise<void>;
}

export async function startServer(
  port: number,
  env: Record<string, string> = {},
  /** Reuse a data folder (to restart on the same database); a temporary one otherwise. */
  givenDataDir?: string,
  /** What to run instead of the server's entry point (it must listen on PORT). */
  entry = path.join(REPO_ROOT, 'apps/server/src/server.ts'),
): Promise<RunningServer> {
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: path.join(dataDir, 'bench.db'),
      FILES_DIR: path.join(dataDir, 'files'),
      LOG_LEVEL: 'warn',
      // No load balancer to tell: stop without the drain delay.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  // A big catalogue may run an after-migrate step (a search index rebuild) first.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const end = async (signal: NodeJS.Signals) => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  return {
    url,
    async stop() {
      await end('SIGTERM');
      if (!givenDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => end('SIGKILL'),
  };
}
