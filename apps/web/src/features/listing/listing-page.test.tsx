import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { deferred, fakeApi, type Reply } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { productRow } from '../../test/product-rows.ts';
import ListingPage from './listing-page.tsx';

beforeAll(() => loadLabelDefaults('AllProducts'));
const facetRow = (Facet: string, ID: number, Count: number) => ({
  Facet,
  ID,
  Count,
  MinPrice: null,
  MaxPrice: null,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function setup(path: string, products: Reply | Promise<Reply> = { data: [] }) {
  const api = fakeApi();
  api.on('getCategoriesList', {
    data: [
      {
        CategoryID: 1,
        ParentCategoryID: null,
        Name: 'Apparel',
        AttachmentURL: '',
        TotalProducts: 12,
        LocalizationJsonData: [{ langId: 2, text: 'الملابس' }],
      },
    ],
  });
  api.on('getManufacturerList', {
    data: [
      { ManufacturerID: 2, Name: 'Kesari Threads', LocalizationJsonData: [] },
      { ManufacturerID: 3, Name: 'Padukaa', LocalizationJsonData: [] },
    ],
  });
  api.on('getSizeList', { data: [] });
  api.on('getTagsList', { data: [] });
  api.on('getColorsList', { data: [] });
  api.on('getProductFacets', {
    data: [facetRow('category', 1, 12), facetRow('brand', 2, 12), facetRow('brand', 3, 0)],
  });
  api.on('getAllProducts', () => products);
  api.on('getLocalization', { data: { labelsJsonData: [] } });
  renderApp(
    <Routes>
      <Route
        path="/:lang/all-products/:categoryId/:slug?"
        element={
          <>
            <ListingPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { path },
  );
  return api;
}

describe('ListingPage', () => {
  it('holds the grid with skeleton cards until the products arrive, then shows them', async () => {
    const answer = deferred<Reply>();
    const api = setup('/en/all-products/1/apparel?PageSize=18', answer.promise);
    const busy = await screen.findByText('Loading products…', { selector: 'p.visually-hidden' });
    expect(busy.parentElement?.querySelectorAll('.card-skeleton')).toHaveLength(18);
    await waitFor(() => expect(api.callsTo('getAllProducts')).toHaveLength(1));
    expect(api.callsTo('getAllProducts')[0]?.params).toEqual({
      languageCode: 'en',
      CategoryID: '1',
      OrderByColumnName: '',
      PageNo: 1,
      PageSize: 18,
    });
    act(() => answer.resolve({ data: [productRow(5, 'Banarasi Silk Saree')] }));
    expect(await screen.findByRole('link', { name: 'Banarasi Silk Saree' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Apparel');
    expect(screen.getByText('25% off')).toBeTruthy();
  });

  it('a facet toggle writes the new state to the address, back on page 1', async () => {
    setup('/en/all-products/0/all-categories?PageNo=2', { data: [productRow(5, 'Saree')] });
    const sidebar = await screen.findByRole('complementary', { name: 'Filters' });
    const brand = await within(sidebar).findByRole('button', { name: 'Kesari Threads (12)' });
    // A value without products cannot be chosen.
    const empty = within(sidebar).getByRole('button', { name: 'Padukaa (0)' });
    expect((empty as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(brand);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/en/all-products/0/all-categories?ManufacturerID=2',
      ),
    );
    const chips = screen.getByRole('region', { name: 'Applied filters' });
    expect(within(chips).getByRole('button', { name: /Kesari Threads/ })).toBeTruthy();
  });

  it('says which query answered when the server corrected a typo', async () => {
    setup('/en/all-products/0/all-categories?SearchTerm=sareee', {
      data: [productRow(5, 'Saree', { SearchTermUsed: 'saree' })],
    });
    expect(await screen.findByText('Showing results for “saree”')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “sareee”');
  });

  it('offers "Clear filters" when no product matches the filters', async () => {
    setup('/en/all-products/0/all-categories?ManufacturerID=3&Rating=5');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/en/all-products/0/all-categories'),
    );
  });

  it('an address past the last page offers page 1 instead of a blank list', async () => {
    setup('/en/all-products/0/all-categories?PageNo=40');
    expect(await screen.findByText('This page is past the end of the list.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to page 1' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/en/all-products/0/all-categories'),
    );
  });
});
