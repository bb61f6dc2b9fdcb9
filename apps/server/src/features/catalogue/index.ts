// The catalogue feature's front door: what other features may use of it (cart pricing shows the
// products' pictures, and reads products and their options as the catalogue does). Everything
// else is inside.
//
//   findImages(db, productIds): Promise<{ product_id, image_url, … }[]> — the products' pictures,
//     in display order; `db` may be a Kysely instance or a Transaction.
//   PRICED_PRODUCT_COLUMNS — the product columns a price is shown from (names, prices, stock).
//   selectAttributeOptions(db) — a query of attribute options with their attribute's names.
//   arabicGaps(db), writeArabicFullDescription(db, sku, html) — the operator's Arabic texts.
export { findImages, PRICED_PRODUCT_COLUMNS } from './catalogue.repository.ts';
export { selectAttributeOptions } from './product.repository.ts';
export { arabicGaps, writeArabicFullDescription } from './arabic-texts.service.ts';
