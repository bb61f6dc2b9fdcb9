// Categories (mega-menu, popular boxes), the home page's product lists and products by id.
// Reviews are their own feature (features/reviews/).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AnswerCache } from '../../answer-cache.ts';
import type { Database } from '../../db/schema.ts';
import { defineEndpoint } from '../../wire.ts';
import {
  campaignProducts,
  listCategories,
  listPopularCategories,
  listProductsByIds,
} from './catalogue.service.ts';
import { settleCountStores } from './catalogue-counts.ts';
import { productFacets } from './facets.service.ts';
import { favouriteProducts } from './favourites.service.ts';
import { listAllProducts, listOrderedProducts } from './listing.service.ts';
import * as product from './product.service.ts';
import { searchSuggestions } from './suggestions.service.ts';

export interface CatalogueOptions {
  db: Kysely<Database>;
  /** Where the answers alike for every visitor are kept (categories and the home lists). */
  answers: AnswerCache;
}

export const catalogueFeature = fp<CatalogueOptions>(
  async (app: FastifyInstance, { db, answers }) => {
    // Closing waits for counts still being stored in the background (catalogue-counts.ts).
    app.addHook('onClose', () => settleCountStores(db));
    const cached = { cache: answers };
    defineEndpoint(
      app,
      'getCategoriesList',
      ({ params: { PageNo, PageSize } }) => listCategories(db, PageNo, PageSize),
      cached,
    );
    defineEndpoint(app, 'getPopularCategories', () => listPopularCategories(db), cached);
    defineEndpoint(
      app,
      'getPopularProducts',
      ({ params }) => listOrderedProducts(db, 'popular', params),
      cached,
    );
    defineEndpoint(
      app,
      'getRecentProducts',
      ({ params }) => listOrderedProducts(db, 'recent', params),
      cached,
    );
    defineEndpoint(
      app,
      'getLatestHotProduct',
      ({ params }) => listOrderedProducts(db, 'hot', params),
      cached,
    );
    defineEndpoint(
      app,
      'getFavouriteProducts',
      ({ params, user }) => favouriteProducts(db, user, params),
      { access: 'optional', db },
    );
    defineEndpoint(app, 'getAllProducts', ({ params }) => listAllProducts(db, params));
    defineEndpoint(app, 'getProductFacets', ({ params }) => productFacets(db, params));

    defineEndpoint(app, 'getProductsByIds', ({ params: { ProductsIds } }) =>
      listProductsByIds(db, ProductsIds),
    );

    defineEndpoint(app, 'getSearchSuggestions', ({ params }) =>
      searchSuggestions(db, params.SearchTerm, params.languageCode),
    );
    defineEndpoint(app, 'getSizeList', ({ params }) => product.sizeList(db, params));
    defineEndpoint(app, 'getManufacturerList', ({ params }) =>
      product.manufacturerList(db, params),
    );
    defineEndpoint(app, 'getTagsList', ({ params }) => product.tagList(db, params));
    defineEndpoint(app, 'getColorsList', ({ params }) => product.colorList(db, params));
    defineEndpoint(app, 'getProductDetail', ({ params }) =>
      product.productDetail(db, params.ProductId, params.languageCode),
    );
    defineEndpoint(app, 'getProductAttributes', ({ params }) =>
      product.productAttributes(db, params.ProductId, params.languageCode),
    );
    defineEndpoint(app, 'getCampaignProducts', ({ params }) =>
      campaignProducts(db, params.CampaignId, params.languageCode),
    );
    defineEndpoint(app, 'getRelatedProducts', ({ params }) =>
      product.relatedProducts(db, params.ProductId, params.PageSize, params.languageCode),
    );
  },
  { name: 'catalogue', dependencies: [] },
);
