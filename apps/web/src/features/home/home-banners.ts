// Spec §2: only banners of ThemeTypeID 1 are shown on home.
import type { RowOf } from '@bazaar/contract/api-schemas';
import { HOME_BANNER_THEME_TYPE_ID } from '@bazaar/contract/constants';

export type Banner = RowOf<'getHomeBanners'>;

export function homeBanners(rows: readonly Banner[] | undefined): Banner[] {
  return (rows ?? []).filter((banner) => banner.ThemeTypeID === HOME_BANNER_THEME_TYPE_ID);
}
