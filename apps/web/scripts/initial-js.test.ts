// The home page's initial JavaScript budget (issue #2): at most 90 KB gzipped. Runs after the
// web build in `npm test`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureInitialJs } from './initial-js.ts';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
export const HOME_BUDGET_BYTES = 90 * 1024;

describe('home page JavaScript budget', () => {
  it('loads at most 90 KB of gzipped JavaScript before the home page renders', () => {
    const { files, totalGzipBytes } = measureInitialJs(distDir, 'src/features/home/home-page.tsx');
    const detail = files.map((file) => `${file.file}: ${file.gzipBytes} B`).join('\n');
    expect(totalGzipBytes, detail).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
  });
});
