// Header loads: website logo (kept in the store, so it is shown at once on the next visit) and
// the category list. The loading overlay is up while they load, for at most TIMING.loadingIndicator.
import { useEffect, useState } from 'react';
import { PAGE_SIZES, TIMING } from '@bazaar/contract/constants';
import { callApi } from '../../api/client.ts';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { setLoading, setWebsiteLogo } from '../common-slice.ts';
import type { CategoryRow } from './categories.ts';

export function useHeaderData(): { logo: string; categories: CategoryRow[] } {
  const dispatch = useAppDispatch();
  const logo = useAppSelector((state) => state.common.websiteLogo);
  const [categories, setCategories] = useState<CategoryRow[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    dispatch(setLoading(true));
    const cap = window.setTimeout(() => dispatch(setLoading(false)), TIMING.loadingIndicator);
    const logoCall = callApi('getWebsiteLogo', {}, { signal }).then((result) => {
      const value = result.ok ? result.data[0]?.AppConfigValue : undefined;
      if (value) dispatch(setWebsiteLogo(value));
    });
    const categoriesCall = callApi(
      'getCategoriesList',
      { PageNo: 1, PageSize: PAGE_SIZES.lookups },
      { signal },
    ).then((result) => {
      if (result.ok) setCategories(result.data);
    });
    void Promise.all([logoCall, categoriesCall]).then(() => {
      window.clearTimeout(cap);
      if (!signal.aborted) dispatch(setLoading(false));
    });
    return () => {
      controller.abort();
      window.clearTimeout(cap);
    };
  }, [dispatch]);

  return { logo, categories };
}
