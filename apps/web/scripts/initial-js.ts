// Measures the JavaScript a route needs before it can render: the entry chunk, the route's
// lazily loaded page chunk, and every chunk they import statically — gzipped, from the Vite
// manifest of a production build. Sizes are deterministic for a given build.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `No Vite manifest at ${file}: build the web app first (npm run build -w @bazaar/web).`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Gzipped JS of the entry plus the chunk built from `routeSource` (e.g. 'src/features/home/home-page.tsx'). */
export function measureInitialJs(distDir: string, routeSource: string): InitialJs {
  const manifest = readManifest(distDir);
  // The storefront's entry (index.html); the console (admin.html) is an entry of its own.
  const entryKey = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  if (!manifest[routeSource]) throw new Error(`The manifest has no chunk for ${routeSource}.`);

  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(routeSource);

  const files = [...seen]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({
      file,
      gzipBytes: gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length,
    }));
  return { files, totalGzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
