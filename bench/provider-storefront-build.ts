// The provider's storefront (vlyd04/noors1, a Create React App), prepared from a local copy kept
// outside this repository: its Config.js pointed at our server, its packages installed, built
// once per server address, and served as static files with every route falling back to
// index.html (as its host does). None of its code is ever copied into this repository.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const CONFIG_FILE = 'src/helpers/Config.js';
const STAMP_FILE = '.bazaar-api-url';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  console.log(`  $ ${command} ${args.join(' ')}   (in ${cwd})`);
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/** Every ADMIN_BASE_URL in its Config.js (it lists several; the last one wins) → `apiUrl/`. */
export function pointConfigAt(storefront: string, apiUrl: string): void {
  const file = path.join(storefront, CONFIG_FILE);
  const text = fs.readFileSync(file, 'utf8');
  const patched = text.replace(/ADMIN_BASE_URL:\s*'[^']*'/g, `ADMIN_BASE_URL: '${apiUrl}/'`);
  if (patched === text && !text.includes(`'${apiUrl}/'`)) {
    throw new Error(`${file} has no ADMIN_BASE_URL to point at ${apiUrl}`);
  }
  fs.writeFileSync(file, patched);
}

/**
 * Installs and builds the storefront for `apiUrl` unless its build already targets it; answers
 * the build folder. Its lock file was written by an older npm and is out of step with its
 * package.json (`npm ci` refuses it), and react-scripts 5 declares TypeScript 3–4 as a peer,
 * hence `npm install --legacy-peer-deps`. Its lint warnings are not ours: CI=false.
 */
export function buildStorefront(storefront: string, apiUrl: string): string {
  for (const needed of ['package.json', CONFIG_FILE]) {
    if (!fs.existsSync(path.join(storefront, needed))) {
      throw new Error(
        `${storefront} is not the provider's storefront (no ${needed}); see bench/README.md`,
      );
    }
  }
  const build = path.join(storefront, 'build');
  const stamp = path.join(build, STAMP_FILE);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === apiUrl) {
    console.log(`• its build for ${apiUrl} is there already`);
    return build;
  }
  pointConfigAt(storefront, apiUrl);
  if (!fs.existsSync(path.join(storefront, 'node_modules/react-scripts'))) {
    console.log('• installing its packages (a few minutes)');
    run('npm', ['install', '--legacy-peer-deps', '--no-audit', '--no-fund'], storefront);
  }
  console.log('• building it (about 5 minutes on two cores)');
  run('npx', ['react-scripts', 'build'], storefront, {
    CI: 'false',
    GENERATE_SOURCEMAP: 'false',
    DISABLE_ESLINT_PLUGIN: 'true',
    BROWSER: 'none',
  });
  fs.writeFileSync(stamp, apiUrl);
  return build;
}

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1:port; a path that is no file answers index.html (client routes). */
export function serveBuild(root: string, port: number): Promise<StaticSite> {
  const index = path.join(root, 'index.html');
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const wanted = path.join(root, path.normalize(pathname));
    const inside = wanted.startsWith(root + path.sep);
    const file = inside && fs.existsSync(wanted) && fs.statSync(wanted).isFile() ? wanted : index;
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
