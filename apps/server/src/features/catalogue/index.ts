// The catalogue feature's front door: what other features may use of it (cart pricing shows the
// products' pictures). Everything else is inside.
//
//   findImages(db, productIds): Promise<{ product_id, image_url, … }[]> — the products' pictures,
//     in display order; `db` may be a Kysely instance or a Transaction.
export { findImages } from './catalogue.repository.ts';
