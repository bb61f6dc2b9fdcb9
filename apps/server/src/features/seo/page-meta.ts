// What a page's <head> says, by route (contract page-routes.ts), in the route's language:
// product pages get their name, description, price, image and a schema.org Product; listings
// their category or search term; campaigns their title; static pages their name. An unknown or
// unpublished product, category or campaign is a 404 (the storefront shows its not-found view).
import type { Kysely } from 'kysely';
import { isLanguageCode } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { isPagePath, PAGE_ROUTES, PRIVATE_PAGES } from '@bazaar/contract/page-routes';
import { SEO_TEXTS, type SeoTextId } from '@bazaar/i18n/seo';
import { fill } from '@bazaar/i18n/text';
import type { Database } from '../../db/schema.ts';
import type { PageHead } from './page-head.ts';
import { truncate } from './page-head.ts';
import { absolute, alternatesOf, localized, pagePaths } from './page-urls.ts';
import { productHead } from './product-head.ts';
import * as repository from './seo.repository.ts';

export interface PageDescription {
  status: 200 | 404;
  head: PageHead;
}

const MAX_ID = 2_147_483_647;
const STATIC_PAGES: Record<string, SeoTextId> = {
  about: 'aboutTitle',
  faq: 'faqTitle',
  privacy: 'privacyTitle',
  returnandrefund: 'returnsTitle',
  retrunandrefund: 'returnsTitle',
  termcondition: 'termsTitle',
  'contact-us': 'contactTitle',
};
/** First path segments of a shopper's own pages (cart, checkout …). */
const PRIVATE_PATHS = new Set(
  PAGE_ROUTES.filter((route) => PRIVATE_PAGES.includes(route.page)).map(
    (route) => route.path?.split('/')[0] ?? '',
  ),
);

const idOf = (text: string | undefined): number | null =>
  text !== undefined && /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : null;

export class PageContext {
  constructor(
    readonly lang: Lang,
    readonly origin: string,
  ) {}
  text(id: SeoTextId, params?: Record<string, string>): string {
    return fill(this.lang, SEO_TEXTS[id][this.lang], params);
  }
  titled(title: string): string {
    return this.text('titleSuffix', { title });
  }
  /** A page head with this language's defaults, at `path` (null: no canonical). */
  head(path: string | null, fields: Partial<PageHead> & { title: string }): PageHead {
    return {
      description: this.text('homeDescription'),
      canonical: path === null ? null : localized(this.origin, this.lang, path),
      alternates: path === null ? [] : alternatesOf(this.origin, path),
      locale: this.lang === 'ar' ? 'ar_AR' : 'en_IN',
      siteName: this.text('siteName'),
      type: 'website',
      ...fields,
    };
  }
  notFound(titleId: SeoTextId): PageDescription {
    return {
      status: 404,
      head: this.head(null, { title: this.titled(this.text(titleId)), noindex: true }),
    };
  }
}

/** `url` is the request URL (path and query) as received. */
export async function describePage(
  db: Kysely<Database>,
  url: string,
  origin: string,
): Promise<PageDescription> {
  const [pathname = '/', query = ''] = url.split('?', 2);
  const match = /^\/(en|ar)(?=\/|$)/.exec(pathname);
  const lang = match && isLanguageCode(match[1]) ? match[1] : 'en';
  const page = new PageContext(lang, origin);
  if (!isPagePath(pathname)) return page.notFound('pageNotFoundTitle');
  const rest = pathname.slice(match ? match[0].length : 0).replace(/^\/+|\/+$/g, '');
  const [first = '', second, third] = rest.split('/');

  if (first === '') {
    return {
      status: 200,
      head: page.head(pagePaths.home(), { title: page.text('homeTitle') }),
    };
  }
  if (first === 'product-detail') {
    const id = idOf(second);
    const product = id === null ? undefined : await repository.findProductForPage(db, id);
    if (!product) return page.notFound('productNotFoundTitle');
    return { status: 200, head: productHead(page, product) };
  }
  if (first === 'all-products') return listingPage(db, page, idOf(second), third, query);
  if (first === 'campaign') {
    const id = idOf(second);
    const campaign = id === null ? undefined : await repository.findCampaignForPage(db, id);
    if (!campaign) return page.notFound('pageNotFoundTitle');
    const arabic = lang === 'ar';
    const title = (arabic ? campaign.main_title_ar : null) ?? campaign.main_title;
    const body = (arabic ? campaign.body_ar : null) ?? campaign.body;
    return {
      status: 200,
      head: page.head(pagePaths.campaign(campaign.id, campaign.main_title), {
        title: page.titled(title),
        description: truncate(body),
        image: absolute(origin, campaign.cover_picture_url),
      }),
    };
  }
  const staticTitle = STATIC_PAGES[first];
  if (staticTitle) {
    return {
      status: 200,
      head: page.head(`/${first}`, { title: page.titled(page.text(staticTitle)) }),
    };
  }
  // login, cart, checkout …: the shop's name, never indexed when it is a shopper's own page.
  return {
    status: 200,
    head: page.head(null, { title: page.text('siteName'), noindex: PRIVATE_PATHS.has(first) }),
  };
}

async function listingPage(
  db: Kysely<Database>,
  page: PageContext,
  categoryId: number | null,
  slugText: string | undefined,
  query: string,
): Promise<PageDescription> {
  if (categoryId === null) return page.notFound('pageNotFoundTitle');
  const term = (new URLSearchParams(query).get('SearchTerm') ?? '').trim().slice(0, 100);
  let name: string;
  let path: string;
  if (categoryId === 0) {
    const titleId =
      slugText === 'popular-products'
        ? 'popularProductsTitle'
        : slugText === 'recent-products'
          ? 'recentProductsTitle'
          : 'allProductsTitle';
    name = page.text(titleId);
    path = pagePaths.listing(0, slugText === undefined ? 'all-categories' : slugText);
  } else {
    const category = await repository.findCategoryForPage(db, categoryId);
    if (!category) return page.notFound('pageNotFoundTitle');
    name = (page.lang === 'ar' ? category.name_ar : null) ?? category.name;
    path = pagePaths.listing(category.id, category.name);
  }
  if (term) {
    // Search results: titled by the term, followed but not indexed (endless thin variants).
    return {
      status: 200,
      head: page.head(`${path}?SearchTerm=${encodeURIComponent(term)}`, {
        title: page.titled(page.text('searchTitle', { term })),
        description: page.text('searchDescription', { term }),
        noindex: true,
      }),
    };
  }
  return {
    status: 200,
    head: page.head(path, {
      title: page.titled(name),
      description: page.text('listingDescription', { category: name }),
    }),
  };
}
