// A shop of its own for a payment provider's browser test: the built server started with that
// provider configured (its SDK pointed at a local stand-in of the provider's API), a fresh
// SQLite data folder, stopped and removed after the file's tests. Also the stand-ins' tiny
// HTTP server and recorded-answer loader.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { test } from './fixtures.ts';
import { REPO_ROOT, runEnvironment } from './run-env.ts';

/** Starts the shop before the file's tests on `port` with `env` added; stops it after them. */
export function useProviderShop(name: string, port: number, env: Record<string, string>): void {
  let shop: ChildProcess | undefined;
  let dataDir = '';
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), `bazaar-${name}-e2e-`));
    shop = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        SQLITE_FILE: path.join(dataDir, 'bazaar.db'),
        FILES_DIR: path.join(dataDir, 'files'),
        MAIL_DIR: path.join(dataDir, 'mail'),
        WEB_DIST_DIR: runEnvironment().webDistDir,
        SEED_ON_START: 'true',
        LOG_LEVEL: 'warn',
        AUTH_ATTEMPTS_PER_ADDRESS: '100000',
        FORM_RATE_LIMIT_PER_MINUTE: '100000',
        KEEP_ALIVE_TIMEOUT_MS: '120000',
        ...env,
      },
    });
    for (let tries = 0; ; tries += 1) {
      const up = await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (tries > 600 || shop.exitCode !== null) throw new Error(`the ${name} shop did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  test.afterAll(async () => {
    shop?.kill('SIGTERM');
    await new Promise((resolve) =>
      shop?.exitCode !== null ? resolve(null) : shop.once('exit', resolve),
    );
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/** One adapter's recorded answers (apps/server/src/gateways/payment/<provider>/fixtures). */
export const recordedAnswers =
  (provider: string) =>
  (name: string): Record<string, unknown> =>
    JSON.parse(
      readFileSync(
        path.join(REPO_ROOT, `apps/server/src/gateways/payment/${provider}/fixtures/${name}.json`),
        'utf8',
      ),
    ) as Record<string, unknown>;

export type StandInReply = (status: number, json: unknown) => void;

/** A local JSON API: `answer` gets each request's method, URL and body, and replies. */
export async function startStandIn(
  port: number,
  answer: (method: string, url: URL, body: string, reply: StandInReply) => void,
): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const reply: StandInReply = (status, json) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      answer(request.method ?? 'GET', new URL(request.url ?? '/', 'http://stand-in'), body, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(() => resolve()));
}
