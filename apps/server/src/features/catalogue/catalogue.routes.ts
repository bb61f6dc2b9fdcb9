// Categories (mega-menu, popular boxes), the home page's product lists and products by id.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { defineEndpoint } from '../../wire.ts';
import { listCategories, listPopularCategories, listProductsByIds } from './catalogue.service.ts';
import { productFacets } from './facets.service.ts';
import { listAllProducts, listOrderedProducts } from './listing.service.ts';

export async function catalogueFeature(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  defineEndpoint(app, 'getCategoriesList', ({ params: { PageNo, PageSize } }) =>
    listCategories(db, PageNo, PageSize),
  );

  defineEndpoint(app, 'getPopularCategories', () => listPopularCategories(db));

  defineEndpoint(app, 'getPopularProducts', ({ params }) =>
    listOrderedProducts(db, 'popular', params),
  );
  defineEndpoint(app, 'getRecentProducts', ({ params }) =>
    listOrderedProducts(db, 'recent', params),
  );
  defineEndpoint(app, 'getLatestHotProduct', ({ params }) =>
    listOrderedProducts(db, 'hot', params),
  );
  defineEndpoint(app, 'getAllProducts', ({ params }) => listAllProducts(db, params));
  defineEndpoint(app, 'getProductFacets', ({ params }) => productFacets(db, params));

  defineEndpoint(app, 'getProductsByIds', ({ params: { ProductsIds } }) =>
    listProductsByIds(db, ProductsIds),
  );
}
