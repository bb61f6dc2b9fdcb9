// The orders feature's front door: what the operator command may use.
//
//   listOrders(db) / showOrder(db, id): the newest orders and one order, as lines of text.
//   setOrderStatus(db, id, to): one move through the order state machine (order-status.ts).
//   parseStatus(text) / statusName(id): a status by its name or number, and its name.
export { listOrders, setOrderStatus, showOrder, type StatusChange } from './order-admin.ts';
export { parseStatus, statusName } from './order-status.ts';
//   hasReceivedProduct(db, userId, productId): the shopper has a delivered order of it (reviews).
export { hasReceivedProduct } from './purchases.repository.ts';
