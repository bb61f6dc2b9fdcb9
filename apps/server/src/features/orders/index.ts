// The orders feature's front door: what the operator command may use.
//
//   listOrders(db) / showOrder(db, id): the newest orders and one order, as lines of text.
//   setOrderStatus(db, id, to): one move through the order state machine (order-status.ts).
//   parseStatus(text) / statusName(id): a status by its name or number, and its name.
export { listOrders, setOrderStatus, showOrder, type StatusChange } from './order-admin.ts';
export { parseStatus, statusName } from './order-status.ts';
//   listReturnRequests(ctx) / decideReturnCommand(ctx, id, decision, note) /
//   cancelOrderCommand(ctx, orderId): after-sales for the operator (after-sales/), as text.
export {
  cancelOrderCommand,
  decideReturnCommand,
  listReturnRequests,
  type CommandLines,
} from './after-sales/after-sales-admin.ts';
export type { AfterSalesContext } from './after-sales/after-sales-context.ts';
