// What a PayPal order read from PayPal must show before we accept it as this order's payment:
// one purchase unit, paid to our merchant account, for exactly our amount in our currency, with
// one completed capture. Plain functions over the SDK's Order model; nothing from the browser.
import {
  CaptureStatus,
  type Money,
  type Order,
  type OrdersCapture,
} from '@paypal/paypal-server-sdk';

export interface ExpectedPayment {
  amountPaise: number;
  currency: string;
  merchantId: string;
}

export type OrderProblem = 'payee' | 'amount';

/** "1499.00" → 149900; anything that is not a plain two-decimal amount → undefined. */
export function paiseOf(money: Money | undefined): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(money?.value ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const onlyUnit = (order: Order) =>
  order.purchaseUnits?.length === 1 ? order.purchaseUnits[0] : undefined;

/** The first reason this order is not a payment to us of the expected sum, if any. */
export function problemOf(order: Order, expected: ExpectedPayment): OrderProblem | undefined {
  const unit = onlyUnit(order);
  if (unit?.payee?.merchantId !== expected.merchantId) return 'payee';
  const amount = unit.amount;
  if (amount?.currencyCode !== expected.currency) return 'amount';
  return paiseOf(amount) === expected.amountPaise ? undefined : 'amount';
}

/** The order's one capture, whatever its state (an order we accept has exactly one). */
export function captureOf(order: Order): OrdersCapture | undefined {
  const captures = onlyUnit(order)?.payments?.captures ?? [];
  return captures.length === 1 ? captures[0] : undefined;
}

/** The capture when it completed for the expected sum: the money is ours. */
export function completedCaptureOf(
  order: Order,
  expected: Pick<ExpectedPayment, 'amountPaise' | 'currency'>,
): OrdersCapture | undefined {
  const capture = captureOf(order);
  if (capture?.status !== CaptureStatus.Completed) return undefined;
  const sameSum =
    capture.amount?.currencyCode === expected.currency &&
    paiseOf(capture.amount) === expected.amountPaise;
  return sameSum ? capture : undefined;
}
