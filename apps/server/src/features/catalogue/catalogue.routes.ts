// Categories (mega-menu, popular boxes), the home page's product lists and products by id.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { defineEndpoint } from '../../wire.ts';
import {
  listCategories,
  listPopularCategories,
  listProducts,
  listProductsByIds,
} from './catalogue.service.ts';

export async function catalogueFeature(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  defineEndpoint(app, 'getCategoriesList', ({ params: { PageNo, PageSize } }) =>
    listCategories(db, PageNo, PageSize),
  );

  defineEndpoint(app, 'getPopularCategories', () => listPopularCategories(db));

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
