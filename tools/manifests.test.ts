// Every workspace declares each package its code imports (dependencies or devDependencies), so a
// workspace installs and builds on its own, not by the luck of npm hoisting another's; type
// packages (@types/*) are only ever devDependencies.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED = new Set(['node_modules', 'dist', 'results', 'test-results', '.tmp', '.data']);
const IMPORT =
  /^\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

interface Manifest {
  name: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const readManifest = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [file] : [];
  });
}

/** '@scope/name/sub' → '@scope/name', 'name/sub' → 'name'; null for relative and built-ins. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('node:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
  return builtinModules.includes(name) ? null : name;
}

/** package → first file importing it. */
function importsOf(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(dir)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const name = packageOf(match[1] ?? match[2] ?? match[3] ?? '.');
      if (name && !found.has(name)) found.set(name, path.relative(ROOT, file));
    }
  }
  return found;
}

const WORKSPACES = readManifest(ROOT).workspaces ?? [];

describe.each(WORKSPACES)('the manifest of %s', (workspace) => {
  const dir = path.join(ROOT, workspace);
  const manifest = readManifest(dir);
  const runtime = Object.keys(manifest.dependencies ?? {});
  const declared = new Set([...runtime, ...Object.keys(manifest.devDependencies ?? {})]);

  it('declares every package its code imports', () => {
    const undeclared = [...importsOf(dir)]
      .filter(([name]) => name !== manifest.name && !declared.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(undeclared).toEqual([]);
  });

  it('keeps type packages in devDependencies', () => {
    expect(runtime.filter((name) => name.startsWith('@types/'))).toEqual([]);
  });
});
