// SIGTERM under load, over real sockets against the real server process (issue 17, item 13):
// the instance drains first (/health 503, everything else served), then closes; no request in
// flight is reset, every answer is the JSON envelope, and the process exits 0.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath } from '@bazaar/contract/endpoints';
import { startServerProcess, waitForListening } from './test/server-process.ts';

const DRAIN_MS = 1_500;
const WORKERS = 24;
const SIZES = endpointPath(ENDPOINTS.getSizeList);
const BODY = JSON.stringify({ requestParameters: { PageNo: 1, PageSize: 10 } });

type Outcome = { status: number; body: string; at: number } | { error: string; at: number };

function post(port: number, agent: http.Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: SIZES,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': BODY.length },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, at: Date.now() }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, at: Date.now() }),
    );
    request.end(BODY);
  });
}

const isEnvelope = (body: string) => {
  try {
    const parsed = JSON.parse(body) as { statusCode?: unknown; data?: unknown };
    return typeof parsed.statusCode === 'number' && typeof parsed.data === 'string';
  } catch {
    return false;
  }
};

describe('SIGTERM under load', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-drain-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('drains, finishes what is in flight with envelopes, and exits 0', async () => {
    const server = startServerProcess({
      SQLITE_FILE: path.join(dir, 'shop.db'),
      FILES_DIR: path.join(dir, 'files'),
      SEED_ON_START: 'false',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      LOG_LEVEL: 'warn',
    });
    const port = await waitForListening(server);
    let exited = false;
    const exitCode = server.exited.finally(() => (exited = true));

    // Clients sending over keep-alive connections, as a load balancer would: until it notices
    // (its next health check after SIGTERM answers 503), new work keeps coming.
    let noticed = false;
    const outcomes: Outcome[] = [];
    const workers = Array.from({ length: WORKERS }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (!noticed && !exited) outcomes.push(await post(port, agent));
      agent.destroy();
    });
    // One upload still arriving when SIGTERM comes; it finishes during the drain.
    const slow = net.connect(port, '127.0.0.1');
    const slowAnswer = new Promise<string>((resolve, reject) => {
      let text = '';
      slow.on('data', (chunk) => (text += chunk.toString()));
      slow.on('close', () => resolve(text));
      slow.on('error', reject);
    });
    slow.write(
      `POST ${SIZES} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${BODY.length}\r\n\r\n${BODY.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));

    const sigterm = Date.now();
    server.child.kill('SIGTERM');
    // The balancer's health checks come every 300 ms: the first after SIGTERM already sees 503.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'draining' });
    const noticedAt = Date.now();
    noticed = true;
    slow.write(BODY.slice(10));

    expect(await exitCode).toBe(0);
    await Promise.all(workers);
    const answer = await slowAnswer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(isEnvelope(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toBe(true);

    // Nothing sent before the balancer noticed was reset or refused; all answered in full.
    expect(outcomes.flatMap((o) => ('error' in o ? [o.error] : []))).toEqual([]);
    const answers = outcomes.flatMap((o) => ('status' in o ? [o] : []));
    expect(answers.filter((a) => !isEnvelope(a.body) || a.status !== 200)).toEqual([]);
    // Between SIGTERM and the balancer noticing, the instance kept serving.
    const duringDrain = answers.filter((a) => a.at > sigterm && a.at <= noticedAt + 50);
    expect(duringDrain.length).toBeGreaterThan(WORKERS);
  }, 60_000);
});
