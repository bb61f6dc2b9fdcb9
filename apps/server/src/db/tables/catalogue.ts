// Catalogue tables: what a shopper browses. Names follow spec §3; money in paise (see scalars.ts).
import type { ColumnType } from 'kysely';
import type { CreatedAt, Flag, Id, Paise, Timestamp, WithDefault } from './scalars.ts';

export interface CategoriesTable {
  id: Id;
  /** null for the six top-level (mega-menu column) categories. */
  parent_category_id: number | null;
  name: string;
  name_ar: string | null;
  /** Public URL of the category tile image (FILES_PUBLIC_PATH/...). */
  attachment_url: string | null;
  display_order: WithDefault<number>;
  /** Shown in the home page's popular-categories box. */
  is_popular: WithDefault<Flag>;
  created_at: CreatedAt;
}

/** Brands (spec "Brand": ManufacturerID, Name). */
export interface ManufacturersTable {
  id: Id;
  name: string;
  /** Arabic name (0023); null where the shop wrote none, and the English is answered. */
  name_ar: WithDefault<string | null>;
  display_order: WithDefault<number>;
}

export interface VendorsTable {
  id: Id;
  name: string;
  /** Arabic name (0023); null where the shop wrote none. */
  name_ar: WithDefault<string | null>;
  email: string | null;
  created_at: CreatedAt;
}

export interface ProductsTable {
  id: Id;
  /** Stable business key (e.g. 'APP-KUR-003'); the seed names image files after it. */
  sku: string;
  name: string;
  name_ar: string | null;
  short_description: string;
  /** Answered instead of short_description to Arabic requests, when set (migration 0004). */
  short_description_ar: string | null;
  /** Trusted, sanitized HTML (<p>, <ul>, <li>, <strong> only). */
  full_description: string;
  /** The Arabic edition of full_description, sanitised alike (0023); null: English answered. */
  full_description_ar: WithDefault<string | null>;
  price_paise: Paise;
  /** Sale price, strictly below price_paise when set; null when not discounted. */
  discounted_price_paise: Paise | null;
  /** CHECK >= 0, so a concurrent order can never drive stock negative. */
  stock_quantity: number;
  display_stock_quantity: WithDefault<Flag>;
  /** 0 means no product limit (the cart then caps at QUANTITY.max). */
  order_maximum_quantity: WithDefault<number>;
  is_digital: WithDefault<Flag>;
  /** Relative to FILES_DIR, e.g. 'digital/festive-lookbook-2026.pdf'; never under images/. */
  digital_file_path: string | null;
  /** File name offered to the shopper on download. */
  digital_file_name: string | null;
  digital_content_type: string | null;
  manufacturer_id: number | null;
  vendor_id: number | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  is_shipping_free: WithDefault<Flag>;
  /** Per unit shipping charge when not free. */
  shipping_charge_paise: WithDefault<Paise>;
  estimated_shipping_days: WithDefault<number>;
  /** Ranking for "popular products" (views and sales blended); higher is more popular. */
  popularity: WithDefault<number>;
  sales_count: WithDefault<number>;
  published: WithDefault<Flag>;
  created_at: CreatedAt;
  /** Generated: coalesce(discounted_price_paise, price_paise), what the shopper pays (0003). */
  paid_price_paise: ColumnType<Paise, never, never>;
  /** Approved reviews and the sum of their ratings, kept with each review written (0003). */
  review_count: WithDefault<number>;
  rating_sum: WithDefault<number>;
  /** Generated: rating_sum / review_count, null without reviews (0003). */
  rating_average: ColumnType<number | null, never, never>;
  /** 1: sold as final sale, never taken back (0020). */
  final_sale: WithDefault<Flag>;
  /** Raised by every console edit; an edit from an older version is refused (0028). */
  version: WithDefault<number>;
  /** HSN (goods) or SAC (services) code printed on the tax invoice; null: none recorded (0021). */
  hsn_code: WithDefault<string | null>;
  /** GST rate in basis points (500 = 5 %), prices including it; null: the default rate (0021). */
  gst_rate_bp: WithDefault<number | null>;
}

/** Many-to-many; exactly one row per product has is_primary = 1 (its CategoryName). */
export interface ProductCategoriesTable {
  product_id: number;
  category_id: number;
  is_primary: WithDefault<Flag>;
}

export interface ProductImagesTable {
  id: Id;
  product_id: number;
  url: string;
  /** Set when the picture shows one colour: choosing that colour filters the gallery. */
  color_id: number | null;
  /** 0 is the default image. */
  display_order: WithDefault<number>;
}

export interface ColorsTable {
  id: Id;
  name: string;
  name_ar: string | null;
  hex_code: string;
}

export interface SizesTable {
  id: Id;
  short_name: string;
  name: string;
  name_ar: string | null;
  /** Display text for the size guide, e.g. '38' (chest) or '10.0' (foot length). */
  inches: string | null;
  centimeters: string | null;
  display_order: WithDefault<number>;
}

export interface ProductColorsTable {
  product_id: number;
  color_id: number;
}

export interface ProductSizesTable {
  product_id: number;
  size_id: number;
}

export interface TagsTable {
  id: Id;
  name: string;
  name_ar: string | null;
}

export interface ProductTagsTable {
  product_id: number;
  tag_id: number;
}

/**
 * Attribute definitions (ProductAttributeID). Ids are fixed, not generated: ATTRIBUTE_KIND.Color = 1,
 * ATTRIBUTE_KIND.Size = 2; the seed adds Material, Gift Wrap, Engraving… from 3 up.
 */
export interface AttributesTable {
  id: number;
  name: string;
  name_ar: string | null;
}

/** Which attributes a product offers, and whether the shopper must choose one. */
export interface ProductAttributesTable {
  product_id: number;
  attribute_id: number;
  is_required: WithDefault<Flag>;
  display_order: WithDefault<number>;
}

/**
 * One choosable value of a product attribute. For Color/Size, primary_key_value is colors.id /
 * sizes.id (product_colors/product_sizes hold the same pairs for filters); for other attributes
 * it is a small number unique per product and attribute. The cart sends
 * (ProductId, ProductAttributeID, PrimaryKeyValue), which is this row's unique key.
 */
export interface ProductAttributeOptionsTable {
  id: Id;
  product_id: number;
  attribute_id: number;
  primary_key_value: number;
  display_value: string;
  display_value_ar: string | null;
  /** ATTRIBUTE_PRICE_TYPE: 1 FixedValue (uses additional_price_paise), 2 Percentage (additional_percent). */
  price_type_id: WithDefault<number>;
  additional_price_paise: WithDefault<Paise>;
  /** Whole percent of the product's base price, e.g. 10 means +10%. */
  additional_percent: WithDefault<number>;
  display_order: WithDefault<number>;
}

export interface ShippingMethodsTable {
  id: Id;
  name: string;
  name_ar: string | null;
}

export interface ProductShippingMethodsTable {
  product_id: number;
  shipping_method_id: number;
}

export interface ReviewsTable {
  id: Id;
  product_id: number;
  reviewer_name: string;
  reviewer_email: string;
  title: string;
  /** Plain text; never rendered as HTML. */
  body: string;
  /** 1..5 (CHECK). */
  rating: number;
  /** Published: reviews count and show only when approved; 0 is held (or rejected, below). */
  approved: WithDefault<Flag>;
  created_at: CreatedAt;
  /** 0022: the shopper who wrote it (once per product); null for the seed's and older ones. */
  user_id: number | null;
  /** 0022: that shopper had a delivered (Completed) order of the product when writing it. */
  verified_purchase: WithDefault<Flag>;
  /** 0022: when the shop turned it down (approved stays 0). */
  rejected_at: Timestamp | null;
  /** 0022: when its writer last edited it. */
  updated_at: Timestamp | null;
}

/** 0022: a review's photos, re-encoded WebP files under FILES_DIR/review-photos/. */
export interface ReviewPhotosTable {
  id: Id;
  review_id: number;
  /** Random, unguessable: `<uuid>.webp`. */
  file_name: string;
  width: number;
  height: number;
  /** 0, 1, 2: the order the shopper gave them. */
  position: number;
  created_at: CreatedAt;
}

/** Normalised search document per product (normalizeSearchText), rebuilt by search-index.ts. */
export interface ProductSearchTable {
  product_id: number;
  name_key: string;
  /** Brand, categories with their parents, tags and colours, English and Arabic. */
  label_key: string;
  description_key: string;
  /** ' name label description ' (each key also padded with spaces): what LIKE '%word%' runs on. */
  all_key: string;
}

/** Every word of the search documents, for typo correction. */
export interface SearchVocabularyTable {
  word: string;
  /** Characters (code points) in word. */
  length: number;
  /** Documents containing it; the more frequent wins a tie. */
  frequency: number;
}

/** Products of the whole published catalogue per facet value (migration 0006). */
export interface CatalogueCountsTable {
  /** 'category' (with descendants), 'brand', 'size', 'tag', 'color', 'price' (band index), 'rating' (n stars or more). */
  facet: string;
  value_id: number;
  count: number;
}

/** One row per facet: triggers bump version on each write that can change its counts. */
export interface CatalogueCountsStateTable {
  facet: string;
  version: number;
  /** The version the facet's stored counts were taken at; null before the first count. */
  counted_version: number | null;
}

/** The single row (id 1) whose version triggers raise on writes a cached answer shows (0011). */
export interface AnswerVersionTable {
  id: number;
  /** bigint: PostgreSQL answers it as a string. */
  version: number | string;
}
