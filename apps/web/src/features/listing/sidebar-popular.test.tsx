import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@bazaar/contract/constants';
import { listingTexts } from '@bazaar/i18n/labels/listing';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { productRow } from '../../test/product-rows.ts';
import { SidebarPopular } from './sidebar-popular.tsx';

beforeAll(() => loadLabelDefaults('AllProducts'));

describe('the listing sidebar’s popular products', () => {
  it('asks for the sidebar’s ten and lists each with its link, price and picture', async () => {
    const api = fakeApi();
    api.on('getPopularProducts', {
      data: [productRow(5, 'Banarasi Silk Saree'), productRow(6, 'Kolhapuri Sandals')],
    });
    renderApp(<SidebarPopular lang="en" showAll />, { path: '/en/all-products/0/all-categories' });
    const block = await screen.findByRole('region', { name: 'Popular Products' });
    expect(api.callsTo('getPopularProducts')[0]?.params).toEqual({
      PageNo: 1,
      PageSize: PAGE_SIZES.sidebarPopular,
      TabName: '',
      languageCode: 'en',
    });
    const items = within(block).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(block).getByRole('link', { name: 'Banarasi Silk Saree' });
    expect(link.getAttribute('href')).toBe('/en/product-detail/5/sarees/banarasi-silk-saree');
    expect(within(items[0] as HTMLElement).getByText('₹1,500')).toBeTruthy();
    expect(items[0]?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(
      within(block).getByRole('link', { name: 'View all popular products' }).getAttribute('href'),
    ).toBe('/en/all-products/0/popular-products');
  });

  it('leaves out "View all" on the popular list itself, and the block when there is nothing', async () => {
    fakeApi().on('getPopularProducts', { data: [productRow(5, 'Banarasi Silk Saree')] });
    const { unmount } = renderApp(<SidebarPopular lang="en" showAll={false} />);
    const block = await screen.findByRole('region', { name: 'Popular Products' });
    expect(within(block).queryByRole('link', { name: 'View all popular products' })).toBeNull();
    unmount();
    const empty = fakeApi();
    empty.on('getPopularProducts', { data: [] });
    renderApp(<SidebarPopular lang="en" showAll />);
    await waitFor(() => expect(empty.callsTo('getPopularProducts')).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks in Arabic and titles the block in Arabic', async () => {
    const api = fakeApi();
    api.on('getLocalization', {
      data: {
        labelsJsonData: [{ labelHtmlId: 'lbl_lst_popular', text: listingTexts.lbl_lst_popular.ar }],
      },
    });
    api.on('getPopularProducts', { data: [productRow(7, 'ساري حريري')] });
    renderApp(<SidebarPopular lang="ar" showAll />, { path: '/ar/all-products/0/all-categories' });
    expect(await screen.findByRole('region', { name: 'المنتجات الرائجة' })).toBeTruthy();
    expect(api.callsTo('getPopularProducts')[0]?.params).toMatchObject({ languageCode: 'ar' });
  });
});
