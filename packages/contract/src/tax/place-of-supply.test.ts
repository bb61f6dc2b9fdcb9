import { describe, expect, it } from 'vitest';
import { supplyKind } from './place-of-supply.ts';

describe('the kind of supply', () => {
  it.each([
    [{ stateName: 'Maharashtra', countryName: 'India' }, 'intra-state'],
    [{ stateName: ' maharashtra ', countryName: 'INDIA' }, 'intra-state'],
    [{ stateName: 'Karnataka', countryName: 'India' }, 'inter-state'],
    [{ stateName: 'Dubai', countryName: 'United Arab Emirates' }, 'inter-state'],
    [null, 'intra-state'],
  ] as const)('%o → %s', (delivery, kind) => {
    expect(supplyKind(delivery, 'Maharashtra')).toBe(kind);
  });
});
