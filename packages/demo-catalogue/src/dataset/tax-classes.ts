// GST tax classes of the demo catalogue: an HSN code (SAC for the e-books) and a rate per child
// category, as the rates stand since 22 September 2025 (GST Council, 56th meeting: the 12 % and
// 28 % slabs folded into 5 % and 18 %). Apparel and footwear are 5 % up to ₹2,500 a piece and
// 18 % above; the demo decides that from the product's selling price (a chosen option's surcharge
// does not move it). Plausible for a demo, not tax advice: a real shop's accountant sets these.

export interface TaxClass {
  hsnCode: string;
  gstRateBp: number;
}

/** 5 % up to this selling price per piece, 18 % above (apparel, footwear, made-up textiles). */
const PIECE_THRESHOLD_PAISE = 250_000;
const FIVE = 500;
const EIGHTEEN = 1_800;

type Rate = number | 'by-piece-price';

/** Child category SKU → HSN code and rate. */
const BY_CHILD: Record<string, readonly [hsn: string, rate: Rate]> = {
  // Apparel (chapter 62: garments; sarees are woven fabric, 5 % at any price)
  KUR: ['6211', 'by-piece-price'],
  SAR: ['5007', FIVE],
  SHI: ['6205', 'by-piece-price'],
  DEN: ['6203', 'by-piece-price'],
  // Fragrance (3303: perfumes and toilet waters)
  EDP: ['3303', EIGHTEEN],
  ATT: ['3303', EIGHTEEN],
  MIS: ['3303', EIGHTEEN],
  GFT: ['3303', EIGHTEEN],
  // Accessories (imitation jewellery has its own 3 % rate)
  BAG: ['4202', EIGHTEEN],
  WAT: ['9102', EIGHTEEN],
  JWL: ['7117', 300],
  WAL: ['4202', EIGHTEEN],
  SUN: ['9004', EIGHTEEN],
  // Cosmetics (3304: beauty and make-up preparations)
  LIP: ['3304', EIGHTEEN],
  FAC: ['3304', EIGHTEEN],
  EYE: ['3304', EIGHTEEN],
  SKN: ['3304', EIGHTEEN],
  NAI: ['3304', EIGHTEEN],
  // Footwear (chapter 64)
  JUT: ['6403', 'by-piece-price'],
  SNK: ['6404', 'by-piece-price'],
  FRM: ['6403', 'by-piece-price'],
  SND: ['6402', 'by-piece-price'],
  // Home décor (ceramic ornaments and candles are handicrafts at 5 %)
  VAS: ['6913', FIVE],
  LMP: ['9405', EIGHTEEN],
  CSH: ['6304', 'by-piece-price'],
  ART: ['4911', EIGHTEEN],
  CND: ['3406', FIVE],
};

/** E-books and other digital publications: SAC 998431, 5 %. */
export const DIGITAL_TAX_CLASS: TaxClass = { hsnCode: '998431', gstRateBp: FIVE };

export function taxClassOf(childSku: string, sellingPricePaise: number): TaxClass {
  const entry = BY_CHILD[childSku];
  if (!entry) throw new Error(`No tax class for category ${childSku}`);
  const [hsnCode, rate] = entry;
  if (rate !== 'by-piece-price') return { hsnCode, gstRateBp: rate };
  return { hsnCode, gstRateBp: sellingPricePaise <= PIECE_THRESHOLD_PAISE ? FIVE : EIGHTEEN };
}
