// Shapes of the hand-written catalogue data that the product generator expands.
import type { AttributeKey, ManufacturerName, ShippingMethodKey, VendorName } from './lookups.ts';

/** Key of a drawing in seed/images/motifs-*.ts. */
export type MotifName =
  | 'kurta'
  | 'shirt'
  | 'saree'
  | 'jeans'
  | 'perfume'
  | 'attar'
  | 'mist'
  | 'giftbox'
  | 'handbag'
  | 'watch'
  | 'jhumka'
  | 'wallet'
  | 'sunglasses'
  | 'lipstick'
  | 'compact'
  | 'eye'
  | 'jar'
  | 'nailPolish'
  | 'jutti'
  | 'sneaker'
  | 'oxford'
  | 'kolhapuri'
  | 'vase'
  | 'lamp'
  | 'cushion'
  | 'frame'
  | 'candle'
  | 'book'
  | 'pattern';

export interface Palette {
  /** Background gradient, light to mid. */
  light: string;
  mid: string;
  /** Default motif colour when a product has no colours. */
  deep: string;
  accent: string;
  /** Text colour. */
  ink: string;
}

export interface OptionSeed {
  value: string;
  valueAr: string;
  /** FixedValue price in rupees. */
  rupees?: number;
  /** Percentage of the base price. */
  percent?: number;
}

export interface AttributeRule {
  attribute: Exclude<AttributeKey, 'color' | 'size'>;
  required: boolean;
  options: readonly OptionSeed[];
  /** Only products whose name matches; default all. */
  when?: RegExp;
  /** Share of the matching products that offer it (deterministic draw); default 1. */
  share?: number;
}

/** [name, short description, options]; `plain` products have no colours. */
export type ProductLine = readonly [name: string, short: string, flags?: { plain?: true }];

export interface ChildCategorySeed {
  name: string;
  nameAr: string;
  /** SKU infix, e.g. 'KUR' → 'APP-KUR-001'. */
  sku: string;
  motif: MotifName;
  /** Rupees, inclusive. */
  priceRange: readonly [number, number];
  brands: readonly ManufacturerName[];
  vendor: VendorName;
  colours?: { pool: readonly string[]; count: readonly [number, number] };
  sizes?: 'apparel' | 'shoes';
  tags: readonly string[];
  attributes?: readonly AttributeRule[];
  shipping: ShippingSeed;
  story: string;
  features: readonly string[];
  care: string;
  popular?: boolean;
  products: readonly ProductLine[];
}

export interface ShippingSeed {
  /** Share of the products that ship free (deterministic draw). */
  freeShare: number;
  chargeRupees: number;
  /** Delivery estimate in days, inclusive. */
  days: readonly [number, number];
  methods: readonly ShippingMethodKey[];
}

export interface ParentCategorySeed {
  name: string;
  nameAr: string;
  sku: string;
  motif: MotifName;
  palette: Palette;
  popular: boolean;
  children: readonly ChildCategorySeed[];
}

/** A document rendered to PDF or plain text by seed/files. */
export interface DocumentSeed {
  title: string;
  subtitle: string;
  sections: readonly { heading: string; lines: readonly string[] }[];
}

/** Delivery by courier only. */
export const COURIER: readonly ShippingMethodKey[] = ['standard', 'express'];
/** Courier, or collection from a pickup point. */
export const COURIER_OR_PICKUP: readonly ShippingMethodKey[] = ['standard', 'express', 'pickup'];

/** Shipping terms shared by several categories; each category adds its own `freeShare`. */
type ShippingPreset = Omit<ShippingSeed, 'freeShare'>;

/** Small, light parcels: ₹49, 2–5 days. */
export const SMALL_PARCEL: ShippingPreset = { chargeRupees: 49, days: [2, 5], methods: COURIER };
/** Handmade goods sent on from the workshop: ₹49, 3–6 days. */
export const CRAFT_PARCEL: ShippingPreset = { chargeRupees: 49, days: [3, 6], methods: COURIER };
/** Glass and liquids, packed against breakage: ₹79, 3–6 days. */
export const GLASS_PARCEL: ShippingPreset = { chargeRupees: 79, days: [3, 6], methods: COURIER };

/** Reusable option sets. */
export const GIFT_WRAP: AttributeRule = {
  attribute: 'giftWrap',
  required: false,
  options: [
    { value: 'Festive gift wrap with card', valueAr: 'تغليف احتفالي مع بطاقة', rupees: 99 },
  ],
};

export const ENGRAVING_OPTIONS: readonly OptionSeed[] = [
  { value: 'Initials (up to 3 letters)', valueAr: 'الأحرف الأولى (حتى 3 أحرف)', rupees: 249 },
  { value: 'Full name (up to 12 letters)', valueAr: 'الاسم الكامل (حتى 12 حرفًا)', percent: 5 },
];

/** Engraving the shopper must choose, on products sold as personalised. */
export const ENGRAVING_WHEN_PERSONALISED: AttributeRule = {
  attribute: 'engraving',
  required: true,
  options: ENGRAVING_OPTIONS,
  when: /^Personalised/,
};
