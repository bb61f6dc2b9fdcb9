import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import { fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { SearchBox } from './search-box.tsx';
import type { SearchSuggestionRow } from '@bazaar/contract/schemas/catalogue';
import { moveActive, suggestionHref } from './search-suggestions.ts';

beforeAll(() => loadLabelDefaults('Navbar'));

const product = (ID: number, Name: string) => ({
  Kind: 'product',
  ID,
  Name,
  ImageUrl: `products/${ID}.webp`,
  Price: 129_900,
  DiscountedPrice: null,
});
const ROWS = [
  product(7, 'Anarkali Kurta'),
  product(9, 'Straight Kurta'),
  { Kind: 'category', ID: 3, Name: 'Kurtas', ImageUrl: '', Price: null, DiscountedPrice: null },
];

const CORRECTED = [
  {
    Kind: 'correction',
    ID: 0,
    Name: 'sandalwood',
    ImageUrl: '',
    Price: null,
    DiscountedPrice: null,
  },
  product(12, 'Sandalwood Attar'),
];

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderSearch() {
  const api = fakeApi();
  api.on('getSearchSuggestions', ({ SearchTerm }) => ({
    data: SearchTerm === 'kur' ? ROWS : SearchTerm === 'sandlewood' ? CORRECTED : [],
  }));
  renderApp(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SearchBox />
            <Where />
          </>
        }
      />
    </Routes>,
  );
  const input = screen.getByRole('combobox', { name: LABELS.Navbar.lbl_hdr_search_label });
  return { api, input };
}

describe('suggestionHref', () => {
  it('leads a correction to the search for the corrected term', () => {
    expect(suggestionHref('en', CORRECTED[0] as SearchSuggestionRow)).toBe(
      '/en/all-products/0/all-categories?SearchTerm=sandalwood',
    );
  });
});

describe('moveActive', () => {
  it('starts at the first or last option and wraps round', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
    expect(moveActive(-1, 1, 0)).toBe(-1);
  });
});

describe('the header search combobox', () => {
  it('asks once the shopper pauses, lists products then categories, and opens one by keyboard', async () => {
    const { api, input } = renderSearch();
    input.focus();
    fireEvent.change(input, { target: { value: 'k' } });
    fireEvent.change(input, { target: { value: 'kur' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Anarkali Kurta'),
      expect.stringContaining('Straight Kurta'),
      'Kurtas',
    ]);
    // One request, for the settled term only ("k" is too short and was replaced before the pause).
    expect(api.callsTo('getSearchSuggestions').map((call) => call.params)).toEqual([
      { SearchTerm: 'kur', languageCode: 'en' },
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[2]?.id);
    expect(options[2]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // wraps from the last to the first
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.submit(input);
    expect(screen.getByTestId('where').textContent).toBe(
      '/en/product-detail/7/shop/anarkali-kurta',
    );
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and opens a category suggestion by click', async () => {
    const { input } = renderSearch();
    input.focus();
    fireEvent.change(input, { target: { value: 'kur' } });
    await screen.findAllByRole('option');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.click(screen.getByRole('option', { name: 'Kurtas' }));
    expect(screen.getByTestId('where').textContent).toBe('/en/all-products/3/kurtas');
  });

  it('offers the correction of a typo first, reachable by keyboard', async () => {
    const { input } = renderSearch();
    input.focus();
    fireEvent.change(input, { target: { value: 'sandlewood' } });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Did you mean sandalwood?',
      expect.stringContaining('Sandalwood Attar'),
    ]);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.submit(input);
    expect(screen.getByTestId('where').textContent).toBe(
      '/en/all-products/0/all-categories?SearchTerm=sandalwood',
    );
    expect((input as HTMLInputElement).value).toBe('sandalwood');
  });
});
