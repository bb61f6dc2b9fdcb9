import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareByWeight, shippingRateBp, splitGst, taxableOf, type TaxedLine } from './gst-split.ts';

const line = (totalPaise: number, rateBp: number, code = '6204', quantity = 1) => ({
  code,
  quantity,
  totalPaise,
  rateBp,
});

describe('taxable value of a tax-inclusive amount', () => {
  it.each([
    [105_000, 500, 100_000, 'exact: ₹1,050 at 5 % is ₹1,000 + ₹50'],
    [118_00, 1_800, 100_00, 'exact at 18 %'],
    [99_900, 1_800, 84_661, '84,661.0169… rounds down'],
    [1, 500, 1, '1 paisa: 0.952… rounds up to 1, no tax'],
    [21, 500, 20, '20.0 exactly'],
    [0, 1_800, 0, 'nothing'],
  ])('%i at %i bp → %i (%s)', (value, rate, taxable) => {
    expect(taxableOf(value, rate)).toBe(taxable);
  });

  it('rounds a half paisa up', () => {
    // Only an even divisor gives exactly half a paisa: a 100 % rate halves the amount.
    expect(taxableOf(3, 10_000)).toBe(2);
    expect(taxableOf(5, 10_000)).toBe(3);
  });
});

describe('sharing the discount', () => {
  it('gives the odd paise to the largest remainders, earlier lines on a tie', () => {
    expect(shareByWeight(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(shareByWeight(100, [300, 700])).toEqual([30, 70]);
    expect(shareByWeight(7, [2, 5, 3])).toEqual([1, 4, 2]);
  });
});

describe('an intra-state order with a coupon and odd paise', () => {
  const split = splitGst({
    lines: [line(99_900, 500), line(2 * 149_900, 1_800, '3304', 2)],
    shipping: { code: '996812', totalPaise: 9_900, rateBp: 1_800 },
    discountPaise: 40_001,
    supply: 'intra-state',
  });

  it('shares the discount over the goods only, in proportion', () => {
    // 40,001 × 99,900 / 399,700 = 9,997.77 → 9,997 (+1, larger remainder); 30,003.22 → 30,003
    expect(split.lines.map((l) => l.discountPaise)).toEqual([9_998, 30_003]);
    expect(split.shipping?.discountPaise).toBe(0);
  });

  it('extracts the tax per line and splits it into CGST and SGST, the odd paisa to SGST', () => {
    const [apparel, cosmetics] = split.lines as [TaxedLine, TaxedLine];
    expect(apparel.valuePaise).toBe(89_902);
    expect(apparel.taxablePaise).toBe(85_621); // 85,620.95…
    expect(apparel.taxPaise).toBe(4_281);
    expect([apparel.cgstPaise, apparel.sgstPaise, apparel.igstPaise]).toEqual([2_140, 2_141, 0]);
    expect(cosmetics.valuePaise).toBe(269_797);
    expect(cosmetics.taxablePaise).toBe(228_642); // 228,641.52…
    expect([cosmetics.cgstPaise, cosmetics.sgstPaise]).toEqual([20_577, 20_578]);
    expect(split.shipping?.taxablePaise).toBe(8_390); // 8,389.83…
  });

  it('adds up to exactly what the shopper paid', () => {
    expect(split.totals.valuePaise).toBe(99_900 + 299_800 + 9_900 - 40_001);
    expect(split.totals.taxablePaise + split.totals.taxPaise).toBe(split.totals.valuePaise);
    expect(split.totals.cgstPaise + split.totals.sgstPaise).toBe(split.totals.taxPaise);
    expect(split.totals.igstPaise).toBe(0);
  });
});

describe('an inter-state order', () => {
  it('charges IGST only, the whole tax', () => {
    const split = splitGst({
      lines: [line(54_900, 300, '7117')],
      shipping: null,
      discountPaise: 0,
      supply: 'inter-state',
    });
    const [only] = split.lines as [TaxedLine];
    expect(only.taxablePaise).toBe(53_301); // 53,300.97…
    expect(only.igstPaise).toBe(1_599);
    expect(only.cgstPaise + only.sgstPaise).toBe(0);
    expect(split.totals.valuePaise).toBe(54_900);
  });

  it('takes a discount larger than the goods off the shipping line', () => {
    const split = splitGst({
      lines: [line(500, 500)],
      shipping: { code: '996812', totalPaise: 4_900, rateBp: 500 },
      discountPaise: 1_000,
      supply: 'inter-state',
    });
    expect(split.lines[0]?.valuePaise).toBe(0);
    expect(split.shipping?.valuePaise).toBe(4_400);
    expect(split.totals.valuePaise).toBe(4_400);
  });

  it('refuses a discount beyond the order total', () => {
    expect(() =>
      splitGst({
        lines: [line(100, 500)],
        shipping: null,
        discountPaise: 101,
        supply: 'inter-state',
      }),
    ).toThrow(RangeError);
  });
});

describe('the shipping rate (composite supply)', () => {
  it('follows the goods line of the largest value, the higher rate on a tie', () => {
    expect(shippingRateBp([line(100, 500), line(300, 1_800)])).toBe(1_800);
    expect(shippingRateBp([line(300, 500), line(300, 1_800)])).toBe(1_800);
    expect(shippingRateBp([line(900, 300), line(300, 1_800)])).toBe(300);
  });
});

describe('any order (property)', () => {
  const rate = fc.constantFrom(0, 300, 500, 1_200, 1_800, 2_800, 4_000);
  const order = fc
    .record({
      lines: fc.array(
        fc.record({ totalPaise: fc.integer({ min: 0, max: 50_000_000 }), rateBp: rate }),
        { minLength: 1, maxLength: 12 },
      ),
      shipping: fc.option(fc.integer({ min: 1, max: 500_000 }), { nil: null }),
      discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
      supply: fc.constantFrom('intra-state' as const, 'inter-state' as const),
    })
    .map(({ lines, shipping, discountShare, supply }) => {
      const total = lines.reduce((s, l) => s + l.totalPaise, 0) + (shipping ?? 0);
      return {
        lines: lines.map((l) => line(l.totalPaise, l.rateBp)),
        shipping:
          shipping === null ? null : { code: '996812', totalPaise: shipping, rateBp: 1_800 },
        discountPaise: Math.floor(total * discountShare),
        supply,
        total,
      };
    });

  it('reconciles exactly with the amount paid, line by line and in total', () => {
    fc.assert(
      fc.property(order, ({ total, ...input }) => {
        const split = splitGst(input);
        const all = split.shipping ? [...split.lines, split.shipping] : split.lines;
        expect(split.totals.valuePaise).toBe(total - input.discountPaise);
        expect(all.reduce((s, l) => s + l.discountPaise, 0)).toBe(input.discountPaise);
        for (const l of all) {
          expect(l.discountPaise).toBeGreaterThanOrEqual(0);
          expect(l.discountPaise).toBeLessThanOrEqual(l.totalPaise);
          expect(l.taxablePaise + l.taxPaise).toBe(l.valuePaise);
          expect(l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.taxPaise);
          expect(l.sgstPaise - l.cgstPaise).toBeGreaterThanOrEqual(0);
          expect(l.sgstPaise - l.cgstPaise).toBeLessThanOrEqual(1);
          // The tax is the rate on the taxable value, within the half paisa of rounding.
          expect(Math.abs(l.taxPaise - (l.taxablePaise * l.rateBp) / 10_000)).toBeLessThanOrEqual(
            0.5 + l.rateBp / 20_000 + 1e-6,
          );
        }
        if (input.supply === 'inter-state') expect(split.totals.cgstPaise).toBe(0);
        else expect(split.totals.igstPaise).toBe(0);
      }),
      { numRuns: 500 },
    );
  });
});
