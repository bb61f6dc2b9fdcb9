// Fails fast when the SPA has not been built (the server reads index.html once at start), and
// removes data folders that crashed runs left behind.
import fs from 'node:fs';
import path from 'node:path';
import { DATA_ROOT, REPO_ROOT, runEnvironment } from './run-env.ts';

const STALE_MS = 6 * 60 * 60 * 1000;

export default function globalSetup(): void {
  const index = path.join(REPO_ROOT, 'apps/web/dist/index.html');
  if (!fs.existsSync(index)) {
    throw new Error(`${index} is missing: run \`npm run build -w @bazaar/web\` first.`);
  }
  const { runDir } = runEnvironment();
  if (!fs.existsSync(DATA_ROOT)) return;
  for (const entry of fs.readdirSync(DATA_ROOT)) {
    const dir = path.join(DATA_ROOT, entry);
    // Only old folders: another run may be going on right now with its own folder.
    if (dir !== runDir && Date.now() - fs.statSync(dir).mtimeMs > STALE_MS) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}
