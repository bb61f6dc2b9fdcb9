import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidGstin } from './gstin.ts';

describe('GSTIN format and check character', () => {
  // The example GSTIN of the GST portal's documentation (its check character is the GSTN's).
  it('accepts a real-format GSTIN', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
  });

  it.each([
    ['27AAPFU0939F1ZW', 'wrong check character'],
    ['27AAPFU0939F1Z', 'too short'],
    ['27aapfu0939f1zv', 'lower case'],
    ['40AAPFU0939F1ZV', 'no such state code'],
    ['27AAPFU0939F0ZV', 'entity number 0'],
    ['27AAPFU0939F1XV', 'no Z in the 14th place'],
  ])('refuses %s (%s)', (gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });

  it('computes the check character over the first 14 characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });
});
