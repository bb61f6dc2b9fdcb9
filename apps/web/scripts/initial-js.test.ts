// The home page's initial JavaScript budget (issue #2: 90 KB gzipped; 92 KB since issue #18,
// whose lazily injected coupon slice, message ids and shared money rules cost 1.5 KB of the first
// load, 1.4 KB of it two chunks the bundler now splits off; 94 KB since issue #19, whose header
// carries the return path, the pieces count and the saved-cart hook, and whose eleven new
// endpoints sit in the contract's table). Runs after the web build in `npm test`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { measureInitialJs } from './initial-js.ts';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
export const HOME_BUDGET_BYTES = 94 * 1024;

describe('home page JavaScript budget', () => {
  it('loads at most 94 KB of gzipped JavaScript before the home page renders', () => {
    const { files, totalGzipBytes } = measureInitialJs(distDir, 'src/features/home/home-page.tsx');
    const detail = files.map((file) => `${file.file}: ${file.gzipBytes} B`).join('\n');
    expect(totalGzipBytes, detail).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
  });
});
