// Rupees typed by staff are read digit by digit into paise: exact for every amount, refused
// with a reason for anything that is not a plain amount.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hundredthsText, readHundredths } from './decimal-text.ts';

const MAX = 1_00_00_000_00; // ₹1 crore in paise

describe('readHundredths', () => {
  it.each([
    ['1499.50', 149950],
    ['1499.5', 149950],
    ['1499', 149900],
    ['0.01', 1],
    ['0', 0],
    ['  12.30 ', 1230],
    ['0010.10', 1010],
    ['-0', 0],
    ['10000000', MAX],
  ])('reads %j as %d paise', (text, paise) => {
    expect(readHundredths(text, MAX)).toEqual({ ok: true, hundredths: paise });
  });

  it.each([
    ['1,499.5.0', 'adminAmountNotANumber'],
    ['1,499', 'adminAmountNotANumber'],
    ['', 'adminAmountNotANumber'],
    ['abc', 'adminAmountNotANumber'],
    ['1e3', 'adminAmountNotANumber'],
    ['.5', 'adminAmountNotANumber'],
    ['5.', 'adminAmountNotANumber'],
    ['₹100', 'adminAmountNotANumber'],
    ['+5', 'adminAmountNotANumber'],
    ['١٠٠', 'adminAmountNotANumber'],
    ['-1', 'adminAmountNegative'],
    ['-0.50', 'adminAmountNegative'],
    ['1.005', 'adminAmountTooManyDecimals'],
    ['10000000.01', 'adminAmountTooLarge'],
    ['99999999999999999999', 'adminAmountTooLarge'],
  ])('refuses %j: %s', (text, problem) => {
    expect(readHundredths(text, MAX)).toEqual({ ok: false, problem });
  });

  it('reads back exactly what it writes, for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX }), (paise) => {
        expect(readHundredths(hundredthsText(paise), MAX)).toEqual({ ok: true, hundredths: paise });
      }),
    );
  });
});
