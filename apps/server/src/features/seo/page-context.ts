// What every page head is written with: the page's language and the shop's origin, its texts
// and defaults. Its own module so that the heads of each kind of page (product-head.ts …) and
// page-meta.ts, which picks one by route, do not import each other.
import type { Lang } from '@bazaar/i18n/text';
import { SEO_TEXTS, type SeoTextId } from '@bazaar/i18n/seo';
import { fill } from '@bazaar/i18n/text';
import type { PageHead } from './page-head.ts';
import { alternatesOf, localized } from './page-urls.ts';

export interface PageDescription {
  status: 200 | 404;
  head: PageHead;
}

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
