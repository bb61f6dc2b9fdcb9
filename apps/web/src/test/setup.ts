// Runs before every web test file: Testing Library unmounts what a test rendered (it cleans up
// by itself only when the runner's globals are on); browser storage, the API cache and any
// stubbed global (fetch) start afresh for each test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetApiCache } from '../lib/api-cache.ts';

// findBy*/waitFor give up after 1 s by default: a lazily imported page can take longer to
// render on a busy two-core machine, and a wrong answer still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  resetApiCache();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
