// The shop's console (/admin) is its own build: no chunk of the storefront holds a module of
// it, and the console's own manifest has admin.html as its entry, its screens as lazy chunks.
// Runs after the web build in `npm test`, like the budget beside it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readManifest } from './initial-js.ts';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

describe('the console bundle', () => {
  it('is not part of any storefront chunk', () => {
    const storefront = readManifest(distDir);
    const modules = Object.entries(storefront).map(([key, chunk]) => `${key} ${chunk.file}`);
    expect(modules.filter((line) => /src\/admin\/|assets\/admin\//.test(line))).toEqual([]);
    expect(Object.keys(storefront)).not.toContain('admin.html');
  });

  it('loads its screens lazily from its own entry', () => {
    const file = path.join(distDir, '.vite', 'admin-manifest.json');
    const admin = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; dynamicImports?: string[] }
    >;
    expect(admin['admin.html']?.isEntry).toBe(true);
    expect(admin['admin.html']?.dynamicImports).toEqual(
      expect.arrayContaining([
        'src/admin/screens/orders-screen.tsx',
        'src/admin/screens/login-screen.tsx',
      ]),
    );
    expect(Object.values(admin).every((chunk) => chunk.file.startsWith('assets/admin/'))).toBe(
      true,
    );
  });
});
