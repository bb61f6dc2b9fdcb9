// The catalogue's data services for the owner's console (issue #22), used today by the
// operator command (`npm run admin -- catalogue …`). Every write takes (db, input, actor) and
// answers a ChangeSet — who, when, which entity, each changed field before → after — for the
// console's audit log, or every problem of the input (FieldProblem: field + message id; say it
// with sayProblem(lang, problem)).
//
//   readProductDraft(db, sku)            a product as the form shows it, with its version
//   createProduct(db, input, actor)      a new product (fields over a new product's defaults)
//   updateProduct(db, input, actor)      the fields given; input.version must be the one read
//   exportProducts(db, format, progress?)            every product as CSV or JSON text
//   importProducts(db, {text, format, apply, lang}, actor, progress?)
//                                        dry run (every problem by row and column) or apply,
//                                        all rows in one transaction; an ImportReport
//   dayRange(from, to), exportOrders(db, range, format)   order lines of days in India time
//   addProductImage(db, {sku, fileName, bytes, colour?, main?}, actor, files)
//                                        a checked picture in every shown size and format
// Fields, CSV columns and rules: docs/catalogue-admin.md.
export type { Actor, ChangeSet, EntityChange, FieldChange, Progress } from './change-set.ts';
export { sayProblem } from './problem-text.ts';
export {
  createProduct,
  readProductDraft,
  updateProduct,
  type ProductWriteOutcome,
} from './product.service.ts';
export { exportProducts } from './product-export.service.ts';
export {
  importProducts,
  type ImportProblem,
  type ImportReport,
  type ImportRequest,
} from './product-import.service.ts';
export { dayRange, exportOrders } from './order-export.service.ts';
export { FILE_FORMATS, type FileFormat } from './table-file.ts';
export {
  addProductImage,
  type ImageOutcome,
  type NewProductImage,
} from './product-image.service.ts';
