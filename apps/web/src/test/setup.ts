// Runs before every web test file: Testing Library unmounts what a test rendered (it cleans up
// by itself only when the runner's globals are on); browser storage, the API cache and any
// stubbed global (fetch) start afresh for each test.
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetApiCache } from '../lib/api-cache.ts';

afterEach(() => {
  cleanup();
  resetApiCache();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});
