// Faults a real deployment meets, against the real server process: a database that is not
// there at start, stalled clients, a shutdown while connections hang.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from './test/raw-http.ts';
import { startServerProcess, waitForListening, type ServerProcess } from './test/server-process.ts';

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('start-up against an unreachable database', () => {
  it('retries for the configured time, saying so, then exits with a clear message', async () => {
    const port = await closedPort();
    const server = startServerProcess({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/test`,
      DATABASE_STARTUP_TIMEOUT_MS: '3000',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/database not reachable; retrying/);
    expect(server.output()).toMatch(
      /Bazaar failed to start: the database did not answer within 3 s/,
    );
  }, 20_000);
});

describe('stalled clients', () => {
  let server: ServerProcess;
  let port: number;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-faults-'));

  beforeAll(async () => {
    server = startServerProcess({
      SQLITE_FILE: path.join(dir, 'shop.db'),
      FILES_DIR: path.join(dir, 'files'),
      SEED_ON_START: 'false',
      REQUEST_TIMEOUT_MS: '1000',
      SHUTDOWN_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'warn',
    });
    port = await waitForListening(server);
  }, 40_000);
  afterAll(() => {
    server.child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const unfinishedUpload = (length: number) =>
    `POST /api/v1/dynamic/dataoperation/contact-us HTTP/1.1\nHost: x\n` +
    `Content-Type: application/json\nContent-Length: ${length}\n\n{"requestParameters":`;

  it('answers 408 and closes a connection whose body never finishes', async () => {
    const response = await rawRequest(port, unfinishedUpload(5_000));
    expect(response.status).toBe(408);
  }, 15_000);

  it('answers 408 to a client that never finishes its headers', async () => {
    const response = await rawRequest(port, 'GET /health HTTP/1.1\nHost: x\nX-Slow: ');
    expect(response.status).toBe(408);
  }, 15_000);

  it('shuts down cleanly on SIGTERM even with connections held open', async () => {
    const held = Array.from({ length: 20 }, () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(unfinishedUpload(1_000_000).replace(/\n/g, '\r\n'));
      return socket;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const socket of held) socket.destroy();
  }, 15_000);
});
