// The invoices feature's front door.
//
//   invoicePdfForOrder(db, config, orderId, lang): the order's GST tax invoice as a PDF
//     ({ fileName, bytes }), issuing its number first if it has none; for the shipped e-mail.
//   invoicesFeature: the plugin with the owner's download endpoint.
export { invoicePdfForOrder } from './invoice-pdf.service.ts';
export { invoicesFeature } from './invoices.routes.ts';
