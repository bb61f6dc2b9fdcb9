// What the console's order and people services are given: the after-sales context (database,
// outbox, clock, payment gateway: a cancel's refund goes through it) and the server's mailer.
import type { AfterSalesContext } from '../orders/index.ts';

export type ConsoleServices = AfterSalesContext;
