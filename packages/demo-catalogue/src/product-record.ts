// The shape of one generated product: everything the writers and the image generator need.
import type { DigitalFileSeed } from './dataset/digital.ts';
import type { ManufacturerName, ShippingMethodKey, VendorName } from './dataset/lookups.ts';
import type { MotifName, Palette } from './dataset/types.ts';
import type { ReviewSeed } from './review-generator.ts';

export interface OptionRecord {
  /** Colour name or size short name, resolved to its id when written; null for other kinds. */
  ref: string | null;
  primaryKeyValue: number;
  value: string;
  valueAr: string | null;
  priceTypeId: number;
  additionalPaise: number;
  additionalPercent: number;
}

export interface AttributeRecord {
  attributeId: number;
  required: boolean;
  options: OptionRecord[];
}

export interface ImageRecord {
  fileName: string;
  url: string;
  colour: string | null;
  /** 0, 1, 2: which composition the image generator draws. */
  variant: number;
}

export interface DigitalRecord {
  /** Relative to FILES_DIR. */
  path: string;
  downloadName: string;
  contentType: string;
  file: DigitalFileSeed;
}

export interface ProductRecord {
  sku: string;
  name: string;
  nameAr: string;
  shortDescription: string;
  shortDescriptionAr: string;
  fullDescription: string;
  /** The same structure and facts in Arabic (descriptions.ts). */
  fullDescriptionAr: string;
  pricePaise: number;
  discountedPricePaise: number | null;
  /** GST: HSN (SAC for digital) code and rate in basis points (dataset/tax-classes.ts). */
  hsnCode: string;
  gstRateBp: number;
  stockQuantity: number;
  displayStockQuantity: boolean;
  orderMaximumQuantity: number;
  digital: DigitalRecord | null;
  manufacturer: ManufacturerName;
  vendor: VendorName;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  isShippingFree: boolean;
  shippingChargePaise: number;
  estimatedShippingDays: number;
  popularity: number;
  salesCount: number;
  createdAt: string;
  /** Child category names; the first is the primary one. */
  categories: string[];
  colours: string[];
  sizes: string[];
  tags: string[];
  shippingMethods: ShippingMethodKey[];
  attributes: AttributeRecord[];
  images: ImageRecord[];
  reviews: ReviewSeed[];
  look: { motif: MotifName; palette: Palette; brand: string };
}
