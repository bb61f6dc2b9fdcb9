// Header loads: website logo (kept in the store, so it is shown at once on the next visit) and
// the category list. The loading overlay is up while they load, for at most TIMING.loadingIndicator.
import { useEffect } from 'react';
import { PAGE_SIZES, TIMING } from '@bazaar/contract/constants';
import { useApi } from '../../lib/use-api.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { setWebsiteLogo } from '../../store/common-slice.ts';
import type { CategoryRow } from './categories.ts';

const OVERLAY = { overlay: { maxMs: TIMING.loadingIndicator } };
const CATEGORIES = { PageNo: 1, PageSize: PAGE_SIZES.lookups };
const NO_CATEGORIES: CategoryRow[] = [];

export function useHeaderData(): { logo: string; categories: CategoryRow[] } {
  const dispatch = useAppDispatch();
  const logo = useAppSelector((state) => state.common.websiteLogo);
  const logoAnswer = useApi('getWebsiteLogo', {}, OVERLAY);
  const categories = useApi('getCategoriesList', CATEGORIES, OVERLAY);

  // Keyed on the answer, not its value: after /refresh cleared the logo, the refetched (equal)
  // logo must be stored again.
  const logoRows = logoAnswer.data;
  useEffect(() => {
    const value = logoRows?.[0]?.AppConfigValue;
    if (value) dispatch(setWebsiteLogo(value));
  }, [logoRows, dispatch]);

  return { logo, categories: categories.data ?? NO_CATEGORIES };
}
