// Runs before every web test file: Testing Library unmounts what a test rendered (it cleans up
// by itself only when the runner's globals are on), and browser storage starts empty each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
