// The product page's reads, in the shopper's language: detail (with the loading overlay),
// attributes, reviews and related products. An id that is not a positive whole number is
// "not found" at once, without a request; so is an empty answer (unknown or unpublished).
import { PAGE_SIZES } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import type { ProductDetailRow } from '@bazaar/contract/schemas/catalogue';
import { useApi } from '../../lib/use-api.ts';

export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 ? id : null;
}

export type ProductState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'found'; product: ProductDetailRow };

export function useProductDetail(productId: number | null, lang: Lang) {
  const answer = useApi(
    'getProductDetail',
    { ProductId: productId ?? 0, languageCode: lang },
    { enabled: productId !== null, overlay: true },
  );
  let state: ProductState;
  const product = answer.data?.[0];
  if (productId === null) state = { status: 'not-found' };
  else if (product && product.ProductId === productId) state = { status: 'found', product };
  else if (answer.loading) state = { status: 'loading' };
  else if (answer.failed) state = { status: 'error' };
  else state = { status: 'not-found' };
  return { state, retry: answer.refetch };
}

export function useProductAttributes(productId: number, lang: Lang) {
  return useApi('getProductAttributes', { ProductId: productId, languageCode: lang });
}

export function useProductReviews(productId: number, lang: Lang) {
  return useApi('getProductReviews', { ProductId: productId, languageCode: lang });
}

export function useRelatedProducts(productId: number, lang: Lang) {
  return useApi('getRelatedProducts', {
    ProductId: productId,
    PageNo: 1,
    PageSize: PAGE_SIZES.related,
    languageCode: lang,
  });
}

/** Sizes with inches and centimetres, for the size guide (loaded when it first opens). */
export function useSizeList(enabled: boolean) {
  return useApi(
    'getSizeList',
    { PageNo: 1, PageSize: PAGE_SIZES.lookups },
    { enabled, staleTime: Infinity },
  );
}
