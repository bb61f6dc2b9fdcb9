// The catalogue feature's front door: what other features may use of it (cart pricing shows the
// products' pictures; the order history answers prices in rupees). Everything else is inside.
//
//   findImages(db, productIds): Promise<{ product_id, image_url, … }[]> — the products' pictures,
//     in display order; `db` may be a Kysely instance or a Transaction.
//   rupees(paise): number — integer paise as the wire's rupees (2 decimals).
export { findImages } from './catalogue.repository.ts';
export { rupees } from './catalogue.service.ts';
