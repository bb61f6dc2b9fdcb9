// The console's products: a page, and an edit of price, discounted price (rupees with paise,
// read by text into integer paise), stock, maximum per order and publication. An edit carries
// the version it was read at: made from an older one, it is refused with a message that says
// so, never written over another member's change. Names and descriptions wait for a
// per-product search reindex (docs/console.md, "Not yet").
import type { ConsoleRequest } from '@bazaar/contract/console/schemas';
import { rupeesTextToPaise } from '@bazaar/contract/money/rupees-text';
import { ApiError } from '../../api-errors.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { keysetPage, recordChange, type StaffActor } from '../staff/index.ts';
import type { ConsoleServices } from './console-context.ts';
import * as repository from './console-products.repository.ts';

type ProductRow = NonNullable<Awaited<ReturnType<typeof repository.findProduct>>>;

const productRow = (row: ProductRow) => ({
  id: row.id,
  sku: row.sku,
  name: row.name,
  nameAr: row.name_ar,
  pricePaise: row.price_paise,
  discountedPricePaise: row.discounted_price_paise,
  stock: row.stock_quantity,
  maxPerOrder: row.order_maximum_quantity,
  published: row.published === 1,
  version: row.edit_version,
});

const PUBLISHED = { any: undefined, yes: 1, no: 0 } as const;

export async function listProducts(ctx: ConsoleServices, params: ConsoleRequest<'listProducts'>) {
  const term = params.search.trim();
  const rows = await repository.productPage(ctx.db, {
    term,
    // LIKE's wildcards dropped (SQLite has no default escape character).
    namePrefix: term.replace(/[%_\\]/g, ''),
    published: PUBLISHED[params.published],
    after: params.after,
    limit: params.limit,
  });
  return keysetPage(rows, params.limit, productRow);
}

export async function updateProduct(
  ctx: ConsoleServices,
  params: ConsoleRequest<'updateProduct'>,
  actor: StaffActor,
) {
  const price = rupeesTextToPaise(params.price) ?? 0;
  const discounted =
    params.discountedPrice === '' ? null : rupeesTextToPaise(params.discountedPrice);
  if (discounted !== null && discounted >= price) {
    throw new ApiError(400, { id: 'consoleDiscountNotBelow' });
  }
  const after = {
    price_paise: price,
    discounted_price_paise: discounted,
    stock_quantity: params.stock,
    order_maximum_quantity: params.maxPerOrder,
    published: params.published ? 1 : 0,
  } as const;
  return writeTransaction(ctx.db, async (trx) => {
    const before = await repository.findProduct(trx, params.productId);
    if (!before) throw new ApiError(404, { id: 'consoleProductNotFound' });
    const applied = await repository.updateProductAt(trx, before.id, params.version, after);
    if (!applied) throw new ApiError(409, { id: 'consoleProductChanged' });
    await recordChange(
      trx,
      actor,
      {
        action: 'product.update',
        entity: 'product',
        entityId: before.id,
        before: {
          price_paise: before.price_paise,
          discounted_price_paise: before.discounted_price_paise,
          stock_quantity: before.stock_quantity,
          order_maximum_quantity: before.order_maximum_quantity,
          published: before.published,
        },
        after,
      },
      ctx.now(),
    );
    return productRow({ ...before, ...after, edit_version: params.version + 1 });
  });
}
