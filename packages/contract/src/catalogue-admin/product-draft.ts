// A product as staff write it (issue #22): every field as text, lists as lists — what the
// console's form sends, what an export writes (one CSV column per field, the same keys in JSON)
// and what an import reads. Names of categories, brands, colours … stay names here; the server
// resolves them. One checker (product-check.ts) reads every field into exact values.

export const YES = 'yes';
export const NO = 'no';

export interface OptionDraft {
  value: string;
  value_ar: string;
  /** 'Fixed' adds `amount` rupees; 'Percentage' adds `amount` percent of the base price. */
  extra: 'Fixed' | 'Percentage';
  amount: string;
}

export interface AttributeDraft {
  name: string;
  required: boolean;
  options: OptionDraft[];
}

export interface ProductDraft {
  sku: string;
  name: string;
  name_ar: string;
  short_description: string;
  short_description_ar: string;
  full_description: string;
  full_description_ar: string;
  price: string;
  discounted_price: string;
  stock: string;
  max_per_order: string;
  display_stock: string;
  shipping_charge: string;
  free_shipping: string;
  shipping_days: string;
  digital: string;
  final_sale: string;
  published: string;
  /** The first is the primary category (the product's CategoryName). */
  categories: string[];
  brand: string;
  vendor: string;
  colours: string[];
  sizes: string[];
  tags: string[];
  attributes: AttributeDraft[];
  hsn_code: string;
  gst_rate: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  /** Picture URLs, main first: exported, never written by an import. */
  images: string[];
  /** edit_version read: an update naming an older one is refused. */
  version: string;
}

export type ProductField = keyof ProductDraft;
export type ListField = 'categories' | 'colours' | 'sizes' | 'tags' | 'images';
export const LIST_FIELDS: readonly ListField[] = [
  'categories',
  'colours',
  'sizes',
  'tags',
  'images',
];

/** Every field in export order: the CSV's columns. */
export const PRODUCT_FIELDS: readonly ProductField[] = [
  'sku',
  'name',
  'name_ar',
  'short_description',
  'short_description_ar',
  'full_description',
  'full_description_ar',
  'price',
  'discounted_price',
  'stock',
  'max_per_order',
  'display_stock',
  'shipping_charge',
  'free_shipping',
  'shipping_days',
  'digital',
  'final_sale',
  'published',
  'categories',
  'brand',
  'vendor',
  'colours',
  'sizes',
  'tags',
  'attributes',
  'hsn_code',
  'gst_rate',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'images',
  'version',
];

/** What a new product starts from before the staff member's fields go over it. */
export const NEW_PRODUCT_DRAFT: Omit<ProductDraft, 'sku'> = {
  name: '',
  name_ar: '',
  short_description: '',
  short_description_ar: '',
  full_description: '',
  full_description_ar: '',
  price: '',
  discounted_price: '',
  stock: '0',
  max_per_order: '0',
  display_stock: NO,
  shipping_charge: '0.00',
  free_shipping: NO,
  shipping_days: '5',
  digital: NO,
  final_sale: NO,
  published: NO,
  categories: [],
  brand: '',
  vendor: '',
  colours: [],
  sizes: [],
  tags: [],
  attributes: [],
  hsn_code: '',
  gst_rate: '',
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  images: [],
  version: '',
};

/** Fields as they may arrive (a form, a JSON file, a CSV row): any of them, in any shape. */
export type ProductInput = Partial<Record<ProductField, unknown>>;

/** The separator of a list inside one CSV cell: "Kurtas|Festive". */
export const LIST_SEPARATOR = '|';
