// The one check of every product field staff can write (issue #22), for the console's form and
// the import alike: each problem names its field and a message id (en + ar in @bazaar/i18n),
// and every problem of the product is listed, not only the first. Amounts are read exactly
// (decimal-text.ts). Names of categories, brands … are only checked for shape: the server
// resolves them against the catalogue.
import type { CatalogueAdminTextId } from '@bazaar/i18n/catalogue-admin-texts';
import { hasControlCharacter, hasLineBreak, hasLoneSurrogate } from '../validation.ts';
import { checkAttributes, type CheckedAttribute } from './attribute-check.ts';
import { readHundredths } from './decimal-text.ts';
import {
  LIST_SEPARATOR,
  NO,
  PRODUCT_FIELDS,
  YES,
  type ProductField,
  type ProductInput,
} from './product-draft.ts';

/** ₹1 crore: far above any shop price, far below what an integer column or a typo reaches. */
export const MAX_PRICE_PAISE = 1_00_00_000_00;
export const MAX_STOCK = 1_000_000;
export const MAX_PER_ORDER = 1_000;
export const MAX_SHIPPING_DAYS = 90;
/** GST rates in basis points: 0 … 40 % (the highest slab). */
export const MAX_GST_BP = 4_000;

export interface FieldProblem {
  field: ProductField;
  id: CatalogueAdminTextId;
  params?: Readonly<Record<string, string | number>>;
}

export interface CheckedProduct {
  sku: string;
  name: string;
  name_ar: string | null;
  short_description: string;
  short_description_ar: string | null;
  full_description: string;
  full_description_ar: string | null;
  pricePaise: number;
  discountedPaise: number | null;
  stock: number;
  maxPerOrder: number;
  displayStock: boolean;
  shippingPaise: number;
  freeShipping: boolean;
  shippingDays: number;
  digital: boolean;
  finalSale: boolean;
  published: boolean;
  categories: string[];
  brand: string | null;
  vendor: string | null;
  colours: string[];
  sizes: string[];
  tags: string[];
  attributes: CheckedAttribute[];
  hsnCode: string | null;
  gstRateBp: number | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  images: string[];
  /** null: no version named (a new product, or a file without the column). */
  version: number | null;
}

export type ProductCheck =
  { ok: true; product: CheckedProduct } | { ok: false; problems: FieldProblem[] };

const SKU = /^[A-Za-z0-9_-]{1,64}$/;
const HSN = /^\d{4,8}$/;
const ARABIC_LETTER = /[\u0621-\u064a]/;

/** Text limits and whether a line break is allowed, per text field. */
const TEXTS = {
  name: { max: 200, lines: false },
  name_ar: { max: 200, lines: false },
  short_description: { max: 1_000, lines: true },
  short_description_ar: { max: 1_000, lines: true },
  full_description: { max: 20_000, lines: true },
  full_description_ar: { max: 20_000, lines: true },
  meta_title: { max: 200, lines: false },
  meta_description: { max: 500, lines: false },
  meta_keywords: { max: 500, lines: false },
  brand: { max: 200, lines: false },
  vendor: { max: 200, lines: false },
} as const;
type TextField = keyof typeof TEXTS;

/** A field's value as text: numbers and booleans as typed, nothing as ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** A list field: an array, or one text with '|' between the items. */
export function listOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value.map(textOf) : textOf(value).split(LIST_SEPARATOR);
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

export function checkProduct(input: ProductInput): ProductCheck {
  const problems: FieldProblem[] = [];
  const fail = (field: ProductField, id: CatalogueAdminTextId, params?: FieldProblem['params']) =>
    void problems.push({ field, id, ...(params ? { params } : {}) });

  const text = (field: TextField): string => {
    const value = textOf(input[field]);
    const { max, lines } = TEXTS[field];
    if (!lines && hasLineBreak(value)) fail(field, 'adminFieldOneLine');
    else if (hasLoneSurrogate(value) || hasControlCharacter(value, lines)) {
      fail(field, 'adminFieldBadCharacters');
    } else if (Array.from(value).length > max) fail(field, 'adminFieldTooLong', { max });
    return value;
  };
  const required = (field: TextField): string => {
    const value = text(field);
    if (value === '') fail(field, 'adminFieldRequired');
    return value;
  };
  const arabic = (field: TextField): string | null => {
    const value = text(field);
    if (value !== '' && !ARABIC_LETTER.test(value)) fail(field, 'adminNoArabicLetters');
    return value === '' ? null : value;
  };
  const orNull = (value: string) => (value === '' ? null : value);
  const amount = (field: ProductField, max = MAX_PRICE_PAISE): number => {
    const reading = readHundredths(textOf(input[field]), max);
    if (reading.ok) return reading.hundredths;
    fail(field, reading.problem, { max: `₹${max / 100}` });
    return 0;
  };
  const whole = (field: ProductField, min: number, max: number): number => {
    const value = textOf(input[field]);
    const n = /^\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (!(n >= min && n <= max)) fail(field, 'adminWholeNumber', { min, max });
    return Number.isNaN(n) ? 0 : n;
  };
  const yesNo = (field: ProductField): boolean => {
    const value = textOf(input[field]).toLowerCase();
    if ([YES, 'true', '1'].includes(value)) return true;
    if ([NO, 'false', '0'].includes(value)) return false;
    fail(field, 'adminYesNo');
    return false;
  };
  const list = (field: ProductField): string[] => {
    const items = listOf(input[field]);
    const seen = new Set<string>();
    for (const item of items) {
      const key = item.toLowerCase();
      if (seen.has(key)) fail(field, 'adminListedTwice', { name: item });
      seen.add(key);
    }
    return items;
  };

  const sku = textOf(input.sku);
  if (sku === '') fail('sku', 'adminFieldRequired');
  else if (!SKU.test(sku)) fail('sku', 'adminSkuFormat');
  const published = yesNo('published');
  const name_ar = arabic('name_ar');
  if (published && name_ar === null) fail('name_ar', 'adminArabicRequired');
  const priceText = textOf(input.price);
  const pricePaise = priceText === '' ? (fail('price', 'adminFieldRequired'), 0) : amount('price');
  const discountedText = textOf(input.discounted_price);
  const discountedPaise = discountedText === '' ? null : amount('discounted_price');
  if (discountedPaise !== null && !problems.some((p) => p.field === 'price')) {
    if (discountedPaise === 0 || discountedPaise >= pricePaise) {
      fail('discounted_price', 'adminDiscountNotLower');
    }
  }
  const categories = list('categories');
  if (categories.length === 0) fail('categories', 'adminFieldRequired');
  const hsnCode = textOf(input.hsn_code);
  if (hsnCode !== '' && !HSN.test(hsnCode))
    fail('hsn_code', 'adminWholeNumber', { min: 1000, max: 99999999 });
  const gstText = textOf(input.gst_rate);
  const versionText = textOf(input.version);
  const attributes = checkAttributes(input.attributes, MAX_PRICE_PAISE);
  for (const problem of attributes.problems) fail('attributes', problem.id, problem.params);

  const product: CheckedProduct = {
    sku,
    name: required('name'),
    name_ar,
    short_description: text('short_description'),
    short_description_ar: arabic('short_description_ar'),
    full_description: text('full_description'),
    full_description_ar: arabic('full_description_ar'),
    pricePaise,
    discountedPaise,
    stock: whole('stock', 0, MAX_STOCK),
    maxPerOrder: whole('max_per_order', 0, MAX_PER_ORDER),
    displayStock: yesNo('display_stock'),
    shippingPaise: amount('shipping_charge'),
    freeShipping: yesNo('free_shipping'),
    shippingDays: whole('shipping_days', 0, MAX_SHIPPING_DAYS),
    digital: yesNo('digital'),
    finalSale: yesNo('final_sale'),
    published,
    categories,
    brand: orNull(text('brand')),
    vendor: orNull(text('vendor')),
    colours: list('colours'),
    sizes: list('sizes'),
    tags: list('tags'),
    attributes: attributes.attributes,
    hsnCode: orNull(hsnCode),
    gstRateBp: gstText === '' ? null : amount('gst_rate', MAX_GST_BP),
    meta_title: orNull(text('meta_title')),
    meta_description: orNull(text('meta_description')),
    meta_keywords: orNull(text('meta_keywords')),
    images: listOf(input.images),
    version: versionText === '' ? null : whole('version', 1, 2_000_000_000),
  };
  if (problems.length === 0) return { ok: true, product };
  // In the order of the fields (the file's columns), whatever order they were checked in.
  const order = (p: FieldProblem) => PRODUCT_FIELDS.indexOf(p.field);
  return { ok: false, problems: problems.sort((a, b) => order(a) - order(b)) };
}
