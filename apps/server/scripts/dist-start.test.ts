// The production build as `npm start` runs it: dist/server.js with the default folders must
// find the storefront build and the repository root (bundled chunks sit deeper than src/).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const data = fs.mkdtempSync(path.join(os.tmpdir(), 'bazaar-dist-'));
afterAll(() => fs.rmSync(data, { recursive: true, force: true }));

it('serves the storefront from the default folders', async () => {
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: SERVER_DIR,
    // SQLITE_FILE and FILES_DIR point at a scratch folder; WEB_DIST_DIR keeps its default.
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_ON_START: 'false',
      SQLITE_FILE: path.join(data, 'shop.db'),
      FILES_DIR: path.join(data, 'files'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /running at http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
        if (match?.[1]) resolve(Number(match[1]));
        else if (child.exitCode !== null) reject(new Error(output));
        else return;
        clearInterval(timer);
      }, 50);
    });
    const page = await fetch(`http://127.0.0.1:${port}/en/`);
    expect(page.status, output).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  } finally {
    child.kill('SIGTERM');
  }
}, 60_000);
