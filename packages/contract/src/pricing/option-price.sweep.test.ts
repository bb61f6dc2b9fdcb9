// The page's figure is the charge (issue #18): for every paise price ₹0.01–₹2,000 at every
// percentage 1–100 and at a set of fixed options, the product page's path (the wire's rupees and
// option as the server writes them → unitPricesFromWire → the rupees its Price component prints
// → that text read back as paise) equals the server cart's path (unitPrices over the database's
// paise) and an integer reference (half a paisa up). A wrong rounding on either side fails it.
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_PRICE_TYPE } from '../constants.ts';
import { formatPaise } from '../money/money-text.ts';
import { paiseToRupees, rupeesToPaise } from '../money/paise.ts';
import { optionToWire, unitPrices, unitPricesFromWire, type OptionPrice } from './option-price.ts';

const MAX_PRICE = 200_000;
const FIXED_PAISE = [1, 49, 50, 99, 100, 101, 995, 24_900, 79_900, 199_999];

/** The text the web's Price component prints, read back as paise. */
function paiseOfText(text: string): number {
  const match = /^₹([\d,]+)(?:\.(\d{2}))?$/.exec(text);
  if (!match) throw new Error(`not a price text: ${text}`);
  return Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number(match[2] ?? 0);
}

/** Integer reference: `percent` % of `paise`, half a paisa up. */
function percentReference(paise: number, percent: number): number {
  const hundredths = paise * percent;
  const remainder = hundredths % 100;
  return (hundredths - remainder) / 100 + (remainder >= 50 ? 1 : 0);
}

// Each shown total's text is read back once (formatting is the slow part); every total is
// compared for every price. The largest total is a price with 100 % or the largest fixed option.
const textChecked = new Uint8Array(2 * MAX_PRICE + Math.max(...FIXED_PAISE) + 1);

/** Runs every price against one option; answers the first few disagreements. */
function sweep(server: OptionPrice, reference: (paise: number) => number): string[] {
  const wrong: string[] = [];
  const serverOptions = [server];
  // What get-product-all-attributes answers for this option, as the server writes it.
  const wireOptions = [optionToWire(server)];
  for (let paise = 1; paise <= MAX_PRICE && wrong.length < 5; paise += 1) {
    const charged = unitPrices(paise, null, serverOptions).unitPaise;
    const shownRupees = paiseToRupees(
      unitPricesFromWire(paiseToRupees(paise), null, wireOptions).unitPaise,
    );
    const shownPaise = rupeesToPaise(shownRupees);
    if (textChecked[shownPaise] !== 1) {
      if (paiseOfText(formatPaise(shownPaise)) !== shownPaise) wrong.push(`text of ${shownPaise}`);
      textChecked[shownPaise] = 1;
    }
    const expected = reference(paise);
    if (shownPaise !== charged || charged !== expected) {
      wrong.push(`${paise} paise: page ${shownPaise}, charged ${charged}, exact ${expected}`);
    }
  }
  return wrong;
}

// 22 M priced lines: the limit leaves room for a machine busy with other work.
const SWEEP_TIMEOUT_MS = 120_000;

describe('the product page shows what the cart charges', () => {
  it(
    'for every price ₹0.01–₹2,000 at every percentage 1–100',
    () => {
      const wrong: string[] = [];
      for (let percent = 1; percent <= 100; percent += 1) {
        const found = sweep(
          { priceType: ATTRIBUTE_PRICE_TYPE.Percentage, fixedPaise: 0, percent },
          (paise) => paise + percentReference(paise, percent),
        );
        wrong.push(...found.map((line) => `${percent} %: ${line}`));
      }
      expect(wrong).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'for every price ₹0.01–₹2,000 with fixed options',
    () => {
      const wrong: string[] = [];
      for (const fixed of FIXED_PAISE) {
        const found = sweep(
          { priceType: ATTRIBUTE_PRICE_TYPE.FixedValue, fixedPaise: fixed, percent: 0 },
          (paise) => paise + fixed,
        );
        wrong.push(...found.map((line) => `+${fixed} paise: ${line}`));
      }
      expect(wrong).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});
