// Categories (mega-menu, popular boxes), the home page's product lists and products by id.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { PAGE_SIZES } from '@bazaar/contract/constants';
import type { Database } from '../../db/schema.ts';
import { defineEndpoint } from '../../wire.ts';
import * as repository from './catalogue.repository.ts';
import { listProducts, listProductsByIds, toCategoryRow } from './catalogue.service.ts';

export async function catalogueFeature(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  defineEndpoint(app, 'getCategoriesList', async ({ params: { PageNo, PageSize } }) => {
    const categories = await repository.findCategories(db, {
      limit: PageSize,
      offset: (PageNo - 1) * PageSize,
    });
    return categories.map(toCategoryRow);
  });

  defineEndpoint(app, 'getPopularCategories', async () => {
    const categories = await repository.findCategories(db, {
      limit: PAGE_SIZES.max,
      offset: 0,
      popularOnly: true,
    });
    return categories.map(toCategoryRow);
  });

  defineEndpoint(app, 'getPopularProducts', ({ params: { PageNo, PageSize } }) =>
    listProducts(db, 'popular', PageNo, PageSize),
  );

  defineEndpoint(app, 'getRecentProducts', ({ params: { PageNo, PageSize } }) =>
    listProducts(db, 'recent', PageNo, PageSize),
  );

  defineEndpoint(app, 'getProductsByIds', ({ params: { ProductsIds } }) =>
    listProductsByIds(db, ProductsIds),
  );
}
