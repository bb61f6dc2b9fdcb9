// The home page's read requests in one place, so startup can begin them while the page's code
// is still loading (main.tsx) and the sections ask with exactly the same parameters.
import { PAGE_SIZES } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { homeBannersRequest } from '@bazaar/contract/page-routes';
import { prefetchApi } from '../../lib/use-api.ts';

const LIST = { PageNo: 1, PageSize: PAGE_SIZES.homeProducts, TabName: '' } as const;

export const HOME_REQUESTS = {
  // The server writes this answer into the home page (contract firstViewRequests).
  banners: homeBannersRequest,
  popularCategories: {},
  recentProducts: (lang: Lang) => ({
    ...LIST,
    TabName: 'new products',
    languageCode: lang,
  }),
  popularProducts: (lang: Lang) => ({ ...LIST, languageCode: lang }),
  campaigns: (lang: Lang) => ({ languageCode: lang }),
} as const;

/** Starts the above-the-fold home requests (banners unless inlined, categories, recent products). */
export function prefetchHomeData(lang: Lang): void {
  prefetchApi('getHomeBanners', HOME_REQUESTS.banners(lang));
  prefetchApi('getPopularCategories', HOME_REQUESTS.popularCategories);
  prefetchApi('getRecentProducts', HOME_REQUESTS.recentProducts(lang));
}
