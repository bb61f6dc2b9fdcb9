// The orders feature's front door: what the operator command (and after-sales) may use.
//
//   listOrders(db) / showOrder(db, id): the newest orders and one order, as lines of text.
//   moveOrderAsOperator(ctx, id, move): pack, ship, out for delivery, deliver — with its e-mail.
//   moveStage(trx, request): THE one way an order or its lines move (stages/stage-move.ts).
//   queueStageMail(ctx, trx, { orderId, event, lineIds?, refundPaise? }): the step's e-mail.
//   sessionUser(db, token): the live session's user id behind a bare Token header (downloads).
//   attachmentDisposition(name): a Content-Disposition any browser saves under that name.
//   orderOfUserByNumber(db, userId, number): the user's order with that number, or undefined.
export {
  listOrders,
  moveOrderAsOperator,
  type AlsoInTransaction,
  showOrder,
  stageName,
  type OperatorContext,
  type OperatorMove,
} from './order-admin.ts';
export {
  queueStageMail,
  type StageMailContext,
  type StageMailRequest,
} from './stages/stage-mail.ts';
export { moveStage, type StageMoveOutcome, type StageMoveRequest } from './stages/stage-move.ts';
//   listReturnRequests(ctx) / decideReturnCommand(ctx, id, decision, note) /
//   cancelOrderCommand(ctx, orderId): after-sales for the operator (after-sales/), as text.
export {
  cancelOrderCommand,
  decideReturnCommand,
  listReturnRequests,
  type CommandLines,
} from './after-sales/after-sales-admin.ts';
export type { AfterSalesContext } from './after-sales/after-sales-context.ts';
export { attachmentDisposition } from './content-disposition.ts';
export { sessionUser } from './digital-download.ts';
export { orderOfUserByNumber } from './order-detail.repository.ts';
//   hasReceivedProduct(db, userId, productId): the shopper has a delivered order of it (reviews).
export { hasReceivedProduct } from './purchases.repository.ts';
//   The console's (issue #22) use of the same services, each with an alsoInTransaction hook
//   for its audit row: findWholeOrder(db, id) (order, items, history), findOrderById /
//   cancelOrder (the shopper's cancel made by the shop), decideReturn, requestsOfOrder.
export { findWholeOrder } from './order-admin.repository.ts';
export { findOrderById } from './after-sales/after-sales.repository.ts';
export { cancelOrder, type CancelResult } from './after-sales/cancel.service.ts';
export {
  decideReturn,
  type DecisionOutcome,
  type ReturnDecision,
} from './after-sales/return-decisions.ts';
export { requestsOfOrder } from './after-sales/return-requests.repository.ts';
