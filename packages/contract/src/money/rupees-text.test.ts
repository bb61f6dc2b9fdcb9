import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paiseToDecimalText } from './paise.ts';
import { rupeesTextToPaise } from './rupees-text.ts';

describe('rupees typed by staff', () => {
  it('reads rupees with up to two decimals exactly', () => {
    expect(rupeesTextToPaise('1499')).toBe(149_900);
    expect(rupeesTextToPaise('1,499.5')).toBe(149_950);
    expect(rupeesTextToPaise(' ₹0.07 ')).toBe(7);
    expect(rupeesTextToPaise('10.10')).toBe(1010);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '-1', '1.999', 'abc', '1e3', '12.3.4', '.5']) {
      expect(rupeesTextToPaise(text), text).toBeNull();
    }
  });

  it('round-trips every amount in paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (paise) => {
        expect(rupeesTextToPaise(paiseToDecimalText(paise))).toBe(paise);
      }),
    );
  });
});
