// The rounding rules of the cart, as a table: a share of an amount is rounded to the nearest
// paisa with half a paisa (₹0.005) going up; answers are rupees with two decimals.
import { describe, expect, it } from 'vitest';
import { clampPaise, percentOfPaise, toRupees } from './money.ts';

describe('percentOfPaise', () => {
  it.each([
    // paise, percent, expected paise, what it shows
    [5, 10, 1, '10 % of ₹0.05 is ₹0.005: half a paisa rounds up to ₹0.01'],
    [4, 10, 0, '10 % of ₹0.04 is ₹0.004: rounds down to ₹0.00'],
    [15, 10, 2, '10 % of ₹0.15 is ₹0.015: rounds up to ₹0.02'],
    [25, 10, 3, '₹0.025 rounds up to ₹0.03 (not to even)'],
    [14, 10, 1, '₹0.014 rounds down to ₹0.01'],
    [149_950, 10, 14_995, '10 % of ₹1,499.50 is exactly ₹149.95'],
    [99_995, 5, 5_000, '5 % of ₹999.95 is ₹49.9975: ₹50.00'],
    [33_333, 15, 5_000, '15 % of ₹333.33 is ₹49.9995: ₹50.00'],
    [129_900, 12, 15_588, '12 % of ₹1,299 is ₹155.88'],
    [1, 50, 1, '50 % of one paisa is half a paisa: one paisa'],
    [0, 25, 0, 'nothing of nothing'],
    [10_000, 100, 10_000, 'the whole amount'],
    [-5, 10, -1, 'a negative half rounds away from zero'],
  ])('%i paise at %i %% → %i (%s)', (paise, percent, expected) => {
    expect(percentOfPaise(paise, percent)).toBe(expected);
  });

  it('is the nearest paisa, halves up, for every paisa of ₹0–₹20 at 1–100 %', () => {
    const wrong: string[] = [];
    for (let paise = 0; paise <= 2000; paise += 1) {
      for (let percent = 1; percent <= 100; percent += 1) {
        const exact = (paise * percent) / 100;
        const result = percentOfPaise(paise, percent);
        const isHalf = (paise * percent) % 100 === 50;
        const ok =
          Number.isInteger(result) &&
          Math.abs(result - exact) <= 0.5 &&
          (!isHalf || result === Math.ceil(exact));
        if (!ok) wrong.push(`${paise}@${percent}%=${result}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('toRupees', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [5, 0.05],
    [10, 0.1],
    [1_005, 10.05],
    [29_900, 299],
    [1_499_999, 14_999.99],
    [123_456_789, 1_234_567.89],
  ])('%i paise → ₹%d', (paise, rupees) => {
    expect(toRupees(paise)).toBe(rupees);
    expect(JSON.stringify(toRupees(paise))).toBe(String(rupees));
  });
});

describe('clampPaise', () => {
  it.each([
    [500, 1_000, 500],
    [1_500, 1_000, 1_000],
    [-5, 1_000, 0],
    [20_000, 0, 0],
  ])('%i within %i → %i', (amount, ceiling, expected) => {
    expect(clampPaise(amount, ceiling)).toBe(expected);
  });
});
