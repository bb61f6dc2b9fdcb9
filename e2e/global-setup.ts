// Fails fast when the SPA has not been built (the server reads index.html once at start), and
// removes data folders that crashed runs left behind.
import fs from 'node:fs';
import path from 'node:path';
import { DATA_ROOT, WEB_DIST, runEnvironment } from './run-env.ts';

// A run takes minutes; an hour-old folder belongs to a run that crashed or only listed tests.
const STALE_MS = 60 * 60 * 1000;

export default function globalSetup(): void {
  const { runDir, webDistDir } = runEnvironment();
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error(
      `${WEB_DIST}/index.html is missing: run \`npm run build -w @bazaar/web\` first.`,
    );
  }
  if (!fs.existsSync(DATA_ROOT)) return;
  for (const entry of fs.readdirSync(DATA_ROOT)) {
    const dir = path.join(DATA_ROOT, entry);
    // Only old folders: another run may be going on right now with its own folder.
    if (dir !== runDir && Date.now() - fs.statSync(dir).mtimeMs > STALE_MS) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}
