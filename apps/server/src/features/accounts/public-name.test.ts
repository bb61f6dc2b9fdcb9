import { describe, expect, it } from 'vitest';
import { shortDisplayName } from './public-name.ts';

describe('the name other shoppers read', () => {
  it('is the first name and the initial of the last', () => {
    expect(shortDisplayName('Asha', 'rao')).toBe('Asha R.');
    expect(shortDisplayName(' Farhan ', '')).toBe('Farhan');
    expect(shortDisplayName('ليلى', 'حداد')).toBe('ليلى ح.');
  });
});
