// Reads seed data through the server's own wire contract (POST {requestParameters}; `data` is a
// JSON string), so specs assert against what the server serves instead of hard-coded seed rows.
import { expect, type APIRequestContext } from '@playwright/test';
import type { RequestOf, RowOf } from '@bazaar/contract/api-schemas';
import { PAGE_ENTITY, type PageEntityName } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';

export type Answer<K extends EndpointKey> = (typeof ENDPOINTS)[K]['answers'] extends 'object'
  ? RowOf<K>
  : RowOf<K>[];

export type Category = RowOf<'getCategoriesList'>;
export type Banner = RowOf<'getHomeBanners'>;
export type Campaign = RowOf<'getCampaignList'>;
export type Product = RowOf<'getPopularProducts'>;

export class Api {
  constructor(private readonly request: APIRequestContext) {}

  /** Calls one endpoint as a visitor and returns the parsed `data`; fails the test otherwise. */
  async call<K extends EndpointKey>(key: K, params: RequestOf<K>): Promise<Answer<K>> {
    const response = await this.request.post(endpointPath(ENDPOINTS[key]), {
      data: { requestParameters: params },
      headers: { Accept: 'application/json', Token: '', UserID: '' },
    });
    const envelope = (await response.json()) as Envelope;
    expect(response.status(), `${key}: ${envelope.errorMessage}`).toBe(200);
    expect(envelope.statusCode, `${key}: ${envelope.errorMessage}`).toBe(200);
    return JSON.parse(envelope.data) as Answer<K>;
  }

  categories(): Promise<Category[]> {
    return this.call('getCategoriesList', { PageNo: 1, PageSize: 100 });
  }

  banners(languageCode: Lang = 'en'): Promise<Banner[]> {
    return this.call('getHomeBanners', { languageCode });
  }

  campaigns(languageCode: Lang = 'en'): Promise<Campaign[]> {
    return this.call('getCampaignList', { languageCode });
  }

  paymentMethods(): Promise<RowOf<'getPaymentMethods'>[]> {
    return this.call('getPaymentMethods', {});
  }

  popularCategories(): Promise<Category[]> {
    return this.call('getPopularCategories', {});
  }

  popularProducts(): Promise<Product[]> {
    return this.call('getPopularProducts', { PageNo: 1, PageSize: 20, TabName: '' });
  }

  recentProducts(): Promise<Product[]> {
    return this.call('getRecentProducts', { PageNo: 1, PageSize: 20, TabName: 'new products' });
  }

  /** One product's detail row in a language, failing clearly when the product is missing. */
  async productDetail(productId: number, languageCode: Lang = 'en') {
    const [row] = await this.call('getProductDetail', { ProductId: productId, languageCode });
    if (!row) throw new Error(`product ${productId} should exist`);
    return row;
  }

  productAttributes(productId: number) {
    return this.call('getProductAttributes', { ProductId: productId });
  }

  /** Seeded labels of one page entity in one language, by label id. */
  async labels(entity: PageEntityName, languageCode: Lang): Promise<Map<string, string>> {
    const answer = await this.call('getLocalization', {
      entityId: PAGE_ENTITY[entity],
      languageCode,
    });
    return new Map(answer.labelsJsonData.map((l) => [l.labelHtmlId, l.text]));
  }

  /** The first row, failing clearly when the seed has none. */
  static first<T>(rows: readonly T[], what: string): T {
    const [row] = rows;
    if (row === undefined) throw new Error(`the seed should contain at least one ${what}`);
    return row;
  }
}

/** Arabic text of a localized row (LocalizationJsonData, langId 2), falling back to Name. */
export function arabicName(category: Category): string {
  return category.LocalizationJsonData.find((entry) => entry.langId === 2)?.text || category.Name;
}
