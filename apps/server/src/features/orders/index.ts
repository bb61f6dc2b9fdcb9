// The orders feature's front door: what the operator command may use.
//
//   listOrders(db) / showOrder(db, id): the newest orders and one order, as lines of text.
//   setOrderStatus(db, id, to): one move through the order state machine (order-status.ts).
//   parseStatus(text) / statusName(id): a status by its name or number, and its name.
//   sessionUser(db, token): the live session's user id behind a bare Token header (downloads).
//   attachmentDisposition(name): a Content-Disposition any browser saves under that name.
//   orderOfUserByNumber(db, userId, number): the user's order with that number, or undefined.
export { listOrders, setOrderStatus, showOrder, type StatusChange } from './order-admin.ts';
export { parseStatus, statusName } from './order-status.ts';
export { attachmentDisposition } from './content-disposition.ts';
export { sessionUser } from './digital-download.ts';
export { orderOfUserByNumber } from './order-detail.repository.ts';
