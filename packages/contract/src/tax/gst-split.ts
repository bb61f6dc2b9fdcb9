// GST on a tax-inclusive order (issue #20 §4). The shop's prices include GST, so the tax is taken
// out of what the shopper actually paid, line by line, rounded to the paise per line, and the
// invoice's lines add up to the amount paid exactly. Pure: the invoice PDF, its tests and any
// later page that shows the split call this one function.
//
// Rules, all in integer paise and basis points (1 % = 100 bp):
// - the coupon's discount is shared over the goods lines in proportion to their totals (largest
//   remainder: each line gets the floor of its share, the paise left go one each to the lines
//   with the largest remainders, earlier lines first on a tie); a discount larger than the goods
//   comes off the shipping line;
// - per line, taxable = round(value × 10000 / (10000 + rate)) (half up), tax = value − taxable;
// - within the shop's state the tax is CGST + SGST, half each; an odd paisa goes to SGST
//   (CGST = floor(tax / 2)); to any other state it is IGST, all of it.

export type SupplyKind = 'intra-state' | 'inter-state';

/** A product without a recorded rate is taxed at the standard 18 % (and shows no HSN code). */
export const DEFAULT_GST_RATE_BP = 1_800;
/** Courier services: the shipping line's SAC. */
export const SHIPPING_SAC = '996812';

export interface TaxableLineInput {
  /** HSN (goods) or SAC (services) code printed on the invoice. */
  code: string;
  quantity: number;
  /** What the line cost before the coupon, GST included. */
  totalPaise: number;
  rateBp: number;
}

export interface TaxedLine extends TaxableLineInput {
  discountPaise: number;
  /** totalPaise − discountPaise: what the shopper paid for this line. */
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** cgst + sgst + igst. */
  taxPaise: number;
}

export interface GstSplitInput {
  lines: TaxableLineInput[];
  /** null when the order has no shipping charge. */
  shipping: { code: string; totalPaise: number; rateBp: number } | null;
  /** The discount the order really took (order total − amount paid). */
  discountPaise: number;
  supply: SupplyKind;
}

export interface GstSplit {
  lines: TaxedLine[];
  shipping: TaxedLine | null;
  totals: {
    discountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    taxPaise: number;
    /** Equals the amount paid. */
    valuePaise: number;
  };
}

const BP_WHOLE = 10_000;

/** round(value × 10000 / (10000 + rate)), half up, in integers. */
export function taxableOf(valuePaise: number, rateBp: number): number {
  const divisor = BP_WHOLE + rateBp;
  return Math.floor((2 * valuePaise * BP_WHOLE + divisor) / (2 * divisor));
}

/** `amount` shared over `weights` in proportion, by largest remainder; the shares sum to it. */
export function shareByWeight(amount: number, weights: readonly number[]): number[] {
  const whole = BigInt(weights.reduce((sum, w) => sum + w, 0));
  if (whole === 0n || amount === 0) return weights.map(() => 0);
  // amount × weight can pass 2^53 for large orders: BigInt keeps every share exact.
  const scaled = weights.map((w) => BigInt(amount) * BigInt(w));
  const shares = scaled.map((product) => Number(product / whole));
  const left = amount - shares.reduce((sum, s) => sum + s, 0);
  const byRemainder = scaled
    .map((product, index) => ({ index, remainder: product % whole }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder.slice(0, left)) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}

function taxLine(line: TaxableLineInput, discountPaise: number, supply: SupplyKind): TaxedLine {
  const valuePaise = line.totalPaise - discountPaise;
  const taxablePaise = taxableOf(valuePaise, line.rateBp);
  const taxPaise = valuePaise - taxablePaise;
  const cgstPaise = supply === 'intra-state' ? Math.floor(taxPaise / 2) : 0;
  const sgstPaise = supply === 'intra-state' ? taxPaise - cgstPaise : 0;
  return {
    ...line,
    discountPaise,
    valuePaise,
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise: supply === 'inter-state' ? taxPaise : 0,
    taxPaise,
  };
}

export function splitGst(input: GstSplitInput): GstSplit {
  const goodsPaise = input.lines.reduce((sum, line) => sum + line.totalPaise, 0);
  const shippingPaise = input.shipping?.totalPaise ?? 0;
  if (input.discountPaise < 0 || input.discountPaise > goodsPaise + shippingPaise) {
    throw new RangeError('discount must be between 0 and the order total');
  }
  const onGoods = Math.min(input.discountPaise, goodsPaise);
  const shares = shareByWeight(
    onGoods,
    input.lines.map((line) => line.totalPaise),
  );
  const lines = input.lines.map((line, i) => taxLine(line, shares[i] ?? 0, input.supply));
  const shipping = input.shipping
    ? taxLine({ ...input.shipping, quantity: 1 }, input.discountPaise - onGoods, input.supply)
    : null;
  const all = shipping ? [...lines, shipping] : lines;
  const sum = (pick: (line: TaxedLine) => number) => all.reduce((s, l) => s + pick(l), 0);
  return {
    lines,
    shipping,
    totals: {
      discountPaise: input.discountPaise,
      taxablePaise: sum((l) => l.taxablePaise),
      cgstPaise: sum((l) => l.cgstPaise),
      sgstPaise: sum((l) => l.sgstPaise),
      igstPaise: sum((l) => l.igstPaise),
      taxPaise: sum((l) => l.taxPaise),
      valuePaise: sum((l) => l.valuePaise),
    },
  };
}

/**
 * Shipping billed with goods is part of one composite supply (CGST Act s. 8(a)): it takes the rate
 * of the principal supply, here the goods line of the largest value (the higher rate on a tie).
 */
export function shippingRateBp(lines: readonly TaxableLineInput[]): number {
  let best: TaxableLineInput | undefined;
  for (const line of lines) {
    if (
      !best ||
      line.totalPaise > best.totalPaise ||
      (line.totalPaise === best.totalPaise && line.rateBp > best.rateBp)
    ) {
      best = line;
    }
  }
  return best?.rateBp ?? 0;
}
