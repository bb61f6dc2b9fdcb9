// Direct reads of the run's database for facts no endpoint exposes (contact messages,
// newsletter subscribers and seller requests), and the one write a journey needs that no shopper
// can make (a product's stock running out while it sits in a cart): SQLite file by default, the
// run's PostgreSQL schema otherwise.
import Database from 'better-sqlite3';
import pg from 'pg';
import { runEnvironment } from './run-env.ts';

type Row = Record<string, unknown>;

/** Tables the specs read; the names are fixed here so no caller can build SQL from input. */
type TableName =
  | 'contact_messages'
  | 'subscribers'
  | 'seller_requests'
  | 'users'
  | 'orders'
  | 'payment_transactions'
  | 'products';

async function select(table: TableName, column: string, value: string): Promise<Row[]> {
  const run = runEnvironment();
  if (run.databaseUrl && run.databaseSchema) {
    const client = new pg.Client({ connectionString: run.databaseUrl });
    await client.connect();
    try {
      const result = await client.query<Row>(
        `select * from "${run.databaseSchema}"."${table}" where "${column}" = $1`,
        [value],
      );
      return result.rows;
    } finally {
      await client.end();
    }
  }
  // Read-only, so the test can never hold a write lock the server needs.
  const db = new Database(run.sqliteFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`select * from "${table}" where "${column}" = ?`).all(value) as Row[];
  } finally {
    db.close();
  }
}

export function contactMessagesFrom(email: string): Promise<Row[]> {
  return select('contact_messages', 'email', email);
}

/** Subscribers are stored trimmed and lower-cased. */
export function subscribersWithEmail(email: string): Promise<Row[]> {
  return select('subscribers', 'email', email.trim().toLowerCase());
}

/** Seller requests are stored with the e-mail trimmed and lower-cased. */
export function sellerRequestsWithEmail(email: string): Promise<Row[]> {
  return select('seller_requests', 'email', email.trim().toLowerCase());
}

/** A shopper's orders and the card/wallet payments captured for them, counted server-side. */
export async function ordersAndCapturesOf(
  email: string,
): Promise<{ orders: number; captures: number }> {
  const [user] = await select('users', 'email', email.trim().toLowerCase());
  if (!user) throw new Error(`no account ${email}`);
  const id = String(user.id);
  const orders = await select('orders', 'user_id', id);
  const payments = await select('payment_transactions', 'user_id', id);
  const captures = payments.filter((payment) => payment.status === 'captured').length;
  return { orders: orders.length, captures };
}

/** An order's id (what the operator command takes) by the number the shopper sees. */
export async function orderIdOf(orderNumber: string): Promise<string> {
  const [order] = await select('orders', 'order_number', orderNumber);
  if (!order) throw new Error(`no order ${orderNumber}`);
  return String(order.id);
}

/**
 * Sets a product's stock as the shop's stock-keeping would (no endpoint changes stock outside an
 * order). Returns the stock it replaced, so the test can put it back.
 */
export async function setProductStock(productId: number, stock: number): Promise<number> {
  const run = runEnvironment();
  if (run.databaseUrl && run.databaseSchema) {
    const client = new pg.Client({ connectionString: run.databaseUrl });
    await client.connect();
    try {
      const table = `"${run.databaseSchema}"."products"`;
      const before = await client.query<{ stock_quantity: number }>(
        `select stock_quantity from ${table} where id = $1`,
        [productId],
      );
      await client.query(`update ${table} set stock_quantity = $1 where id = $2`, [
        stock,
        productId,
      ]);
      return before.rows[0]?.stock_quantity ?? 0;
    } finally {
      await client.end();
    }
  }
  const db = new Database(run.sqliteFile, { fileMustExist: true });
  try {
    // The server holds the file too (WAL): wait for its lock rather than fail.
    db.pragma('busy_timeout = 5000');
    const before = db.prepare('select stock_quantity from products where id = ?').get(productId) as
      { stock_quantity: number } | undefined;
    db.prepare('update products set stock_quantity = ? where id = ?').run(stock, productId);
    return before?.stock_quantity ?? 0;
  } finally {
    db.close();
  }
}

/** A unique, valid e-mail address per call, so parallel and repeated runs never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Whether a product is sold as final sale (never taken back: issue #20's return policy). */
export async function isFinalSale(productId: number): Promise<boolean> {
  const [product] = await select('products', 'id', String(productId));
  return Number(product?.final_sale ?? 0) === 1;
}
