// The home page's read requests in one place, so startup can begin them while the page's code
// is still loading (main.tsx) and the sections ask with exactly the same parameters.
import { PAGE_SIZES, type LanguageCode } from '@bazaar/contract/constants';
import { homeBannersRequest } from '@bazaar/contract/page-routes';
import { prefetchApi } from '../../lib/use-api.ts';

const LIST = { PageNo: 1, PageSize: PAGE_SIZES.homeProducts, TabName: '' } as const;

export const HOME_REQUESTS = {
  // The server writes this answer into the home page (contract firstViewRequests).
  banners: homeBannersRequest,
  popularCategories: {},
  recentProducts: (lang: LanguageCode) => ({
    ...LIST,
    TabName: 'new products',
    languageCode: lang,
  }),
  popularProducts: (lang: LanguageCode) => ({ ...LIST, languageCode: lang }),
  campaigns: (lang: LanguageCode) => ({ languageCode: lang }),
} as const;

/** Starts the above-the-fold home requests (banners unless inlined, categories, recent products). */
export function prefetchHomeData(lang: LanguageCode): void {
  prefetchApi('getHomeBanners', HOME_REQUESTS.banners(lang));
  prefetchApi('getPopularCategories', HOME_REQUESTS.popularCategories);
  prefetchApi('getRecentProducts', HOME_REQUESTS.recentProducts(lang));
}
