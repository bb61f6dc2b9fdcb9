// Inserts the generated products and everything hanging off them.
import type { Insertable, Kysely } from 'kysely';
import type { ProductRecord } from '@bazaar/demo-catalogue/product-record';
import { sanitizeProductHtml } from '../product-html.ts';
import type { Database } from '../schema.ts';
import { insertRows } from '../insert-rows.ts';
import { recountReviewTotals } from '../review-totals.repository.ts';
import { idOf } from './write-lookups.ts';
import type { Lookups } from './write-lookups.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

function productRow(p: ProductRecord, lookups: Lookups): Insertable<Database['products']> {
  return {
    sku: p.sku,
    name: p.name,
    name_ar: p.nameAr,
    short_description: p.shortDescription,
    short_description_ar: p.shortDescriptionAr,
    full_description: sanitizeProductHtml(p.fullDescription),
    full_description_ar: sanitizeProductHtml(p.fullDescriptionAr),
    price_paise: p.pricePaise,
    discounted_price_paise: p.discountedPricePaise,
    hsn_code: p.hsnCode,
    gst_rate_bp: p.gstRateBp,
    stock_quantity: p.stockQuantity,
    display_stock_quantity: flag(p.displayStockQuantity),
    order_maximum_quantity: p.orderMaximumQuantity,
    is_digital: flag(p.digital !== null),
    digital_file_path: p.digital?.path ?? null,
    digital_file_name: p.digital?.downloadName ?? null,
    digital_content_type: p.digital?.contentType ?? null,
    manufacturer_id: idOf(lookups.manufacturers, p.manufacturer, 'manufacturer'),
    vendor_id: idOf(lookups.vendors, p.vendor, 'vendor'),
    meta_title: p.metaTitle,
    meta_description: p.metaDescription,
    meta_keywords: p.metaKeywords,
    is_shipping_free: flag(p.isShippingFree),
    shipping_charge_paise: p.shippingChargePaise,
    estimated_shipping_days: p.estimatedShippingDays,
    popularity: p.popularity,
    sales_count: p.salesCount,
    published: 1,
    created_at: p.createdAt,
  };
}

export async function writeProducts(
  db: Kysely<Database>,
  products: readonly ProductRecord[],
  lookups: Lookups,
): Promise<void> {
  await insertRows(
    db,
    'products',
    products.map((p) => productRow(p, lookups)),
  );
  const ids = new Map(
    (await db.selectFrom('products').select(['id', 'sku']).execute()).map((r) => [r.sku, r.id]),
  );
  const rows = {
    categories: [] as Insertable<Database['product_categories']>[],
    colours: [] as Insertable<Database['product_colors']>[],
    sizes: [] as Insertable<Database['product_sizes']>[],
    tags: [] as Insertable<Database['product_tags']>[],
    shipping: [] as Insertable<Database['product_shipping_methods']>[],
    attributes: [] as Insertable<Database['product_attributes']>[],
    options: [] as Insertable<Database['product_attribute_options']>[],
    images: [] as Insertable<Database['product_images']>[],
    reviews: [] as Insertable<Database['reviews']>[],
  };
  for (const p of products) {
    const product_id = idOf(ids, p.sku, 'product');
    p.categories.forEach((name, i) =>
      rows.categories.push({
        product_id,
        category_id: idOf(lookups.categories, name, 'category'),
        is_primary: flag(i === 0),
      }),
    );
    for (const name of p.colours)
      rows.colours.push({ product_id, color_id: idOf(lookups.colours, name, 'colour') });
    for (const name of p.sizes)
      rows.sizes.push({ product_id, size_id: idOf(lookups.sizes, name, 'size') });
    for (const name of p.tags)
      rows.tags.push({ product_id, tag_id: idOf(lookups.tags, name, 'tag') });
    for (const key of p.shippingMethods) {
      rows.shipping.push({ product_id, shipping_method_id: lookups.shippingMethods.get(key) ?? 0 });
    }
    p.attributes.forEach((attribute, order) => {
      rows.attributes.push({
        product_id,
        attribute_id: attribute.attributeId,
        is_required: flag(attribute.required),
        display_order: order,
      });
      const refs = attribute.attributeId === 1 ? lookups.colours : lookups.sizes;
      attribute.options.forEach((o, i) =>
        rows.options.push({
          product_id,
          attribute_id: attribute.attributeId,
          primary_key_value: o.ref === null ? o.primaryKeyValue : idOf(refs, o.ref, 'option'),
          display_value: o.value,
          display_value_ar: o.valueAr,
          price_type_id: o.priceTypeId,
          additional_price_paise: o.additionalPaise,
          additional_percent: o.additionalPercent,
          display_order: i,
        }),
      );
    });
    p.images.forEach((image, i) =>
      rows.images.push({
        product_id,
        url: image.url,
        color_id: image.colour === null ? null : idOf(lookups.colours, image.colour, 'colour'),
        display_order: i,
      }),
    );
    for (const r of p.reviews) {
      rows.reviews.push({
        product_id,
        reviewer_name: r.reviewerName,
        reviewer_email: r.reviewerEmail,
        title: r.title,
        body: r.body,
        rating: r.rating,
        approved: 1,
        created_at: r.createdAt,
      });
    }
  }
  rows.reviews.sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? ''));
  await insertRows(db, 'product_categories', rows.categories);
  await insertRows(db, 'product_colors', rows.colours);
  await insertRows(db, 'product_sizes', rows.sizes);
  await insertRows(db, 'product_tags', rows.tags);
  await insertRows(db, 'product_shipping_methods', rows.shipping);
  await insertRows(db, 'product_attributes', rows.attributes);
  await insertRows(db, 'product_attribute_options', rows.options);
  await insertRows(db, 'product_images', rows.images);
  await insertRows(db, 'reviews', rows.reviews);
  await recountReviewTotals(db);
}
