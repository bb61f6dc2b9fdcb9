import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { productRow } from '../test/product-rows.ts';
import { ProductActionsContext, type ProductActions } from './product-actions.ts';
import { ProductCard, type ProductCardRow } from './product-card.tsx';

const actions: ProductActions = {
  addToCart: () => Promise.resolve(),
  addToWishlist: () => undefined,
  isInWishlist: () => false,
};

function renderCard(row: ProductCardRow, path = '/en/') {
  fakeApi();
  return renderApp(
    <ProductActionsContext.Provider value={actions}>
      <ProductCard product={row} />
    </ProductActionsContext.Provider>,
    { path },
  );
}

describe('a product card', () => {
  it('says "No ratings yet" and shows no stars without a published review (deviation 11)', () => {
    renderCard(productRow(5, 'Banarasi Silk Saree', { Rating: null, TotalReviews: 0 }));
    const card = screen.getByRole('article');
    expect(within(card).getByText('No ratings yet')).toBeTruthy();
    expect(within(card).queryByRole('img', { name: /Rated/ })).toBeNull();
    expect(within(card).queryByText('(0)')).toBeNull();
  });

  it('shows the stars and the count of a rated product', () => {
    renderCard(productRow(5, 'Banarasi Silk Saree', { Rating: 4.2, TotalReviews: 7 }));
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeTruthy();
    expect(within(card).getByText('(7)')).toBeTruthy();
    expect(within(card).queryByText('No ratings yet')).toBeNull();
  });

  it('offers Add to cart while the product is in stock', () => {
    renderCard(productRow(5, 'Banarasi Silk Saree', { InStock: true }));
    const card = screen.getByRole('article');
    expect(
      within(card).getByRole('button', { name: 'Add to cart: Banarasi Silk Saree' }),
    ).toBeTruthy();
    expect(within(card).queryByText('Out of stock')).toBeNull();
  });

  it('says "Out of stock" and offers no Add to cart when sold out; the heart stays', () => {
    renderCard(productRow(5, 'Banarasi Silk Saree', { InStock: false }));
    const card = screen.getByRole('article');
    expect(within(card).getByText('Out of stock')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(
      within(card).getByRole('button', { name: 'Add to wish list: Banarasi Silk Saree' }),
    ).toBeTruthy();
  });

  it('keeps Add to cart for a row that does not say (answers without InStock)', () => {
    renderCard(productRow(5, 'Banarasi Silk Saree'));
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeTruthy();
  });
});
