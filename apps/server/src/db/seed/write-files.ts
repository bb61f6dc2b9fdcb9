// Writes every file of the demo catalogue under FILES_DIR. Deterministic, so it can run on
// every start: unchanged files are left alone, changed ones replaced atomically (temp + rename)
// so a browser never receives half a file while another process rewrites it.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { catalogueFiles } from '@bazaar/demo-catalogue/catalogue-files';
import type { ProductRecord } from '@bazaar/demo-catalogue/product-record';

function writeIfChanged(path: string, content: string | Buffer): boolean {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  try {
    if (readFileSync(path).equals(bytes)) return false;
  } catch {
    mkdirSync(dirname(path), { recursive: true });
  }
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, bytes);
  renameSync(temp, path);
  return true;
}

/** Returns how many files were (re)written. */
export function writeSeedFiles(filesDir: string, products: readonly ProductRecord[]): number {
  let written = 0;
  for (const [relative, render] of catalogueFiles(products)) {
    if (writeIfChanged(join(filesDir, relative), render())) written++;
  }
  return written;
}
