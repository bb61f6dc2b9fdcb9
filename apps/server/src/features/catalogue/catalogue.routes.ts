// Categories (mega-menu, popular boxes), the home page's product lists and products by id.
// Reviews are their own feature (features/reviews/).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { answerCache, type AnswerCache } from '../../answer-cache.ts';
import type { ProductFacetRow } from '@bazaar/contract/schemas/catalogue';
import type { Database } from '../../db/schema.ts';
import { defineEndpoint } from '../../wire.ts';
import {
  campaignProducts,
  listCategories,
  listPopularCategories,
  listProductsByIds,
} from './catalogue.service.ts';
import { settleCountStores } from './catalogue-counts.ts';
import { isUnfilteredRequest, productFacets } from './facets.service.ts';
import { favouriteProducts } from './favourites.service.ts';
import { listAllProducts, listOrderedProducts } from './listing.service.ts';
import * as product from './product.service.ts';
import { searchSuggestions } from './suggestions.service.ts';

/** Listing, facet and suggestion answers kept (a listing page is ~30 KB: ~30 MB at most). */
const LISTING_ANSWER_KEYS = 1_000;

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
    // The listing, its facets and the search suggestions are alike for every visitor too, but
    // far more varied (every filter, page and word): a cache of their own, so they never push
    // the home lists out. Product detail is not cached: it shows the stock, which orders move
    // without raising answer_version.
    const listings = { cache: answerCache(db, LISTING_ANSWER_KEYS) };
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
    defineEndpoint(app, 'getAllProducts', ({ params }) => listAllProducts(db, params), listings);
    // Facets: the unfiltered ones come from the stored counts (catalogue-counts.ts), which keep
    // themselves fresh; a filtered answer is kept in the listing cache.
    defineEndpoint(app, 'getProductFacets', async ({ params }) =>
      isUnfilteredRequest(params)
        ? productFacets(db, params)
        : (JSON.parse(
            (
              await listings.cache.answer(`facets ${JSON.stringify(params)}`, async () =>
                JSON.stringify(await productFacets(db, params)),
              )
            ).text,
          ) as ProductFacetRow[]),
    );

    defineEndpoint(app, 'getProductsByIds', ({ params: { ProductsIds } }) =>
      listProductsByIds(db, ProductsIds),
    );

    defineEndpoint(
      app,
      'getSearchSuggestions',
      ({ params }) => searchSuggestions(db, params.SearchTerm, params.languageCode),
      listings,
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
