import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import { makeStore } from '../../app/store.ts';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { SHOPPER } from '../../test/user-rows.ts';
import { ReviewSection } from './review-section.tsx';

const L = LABELS.ProductDetail;
beforeAll(() => loadLabelDefaults('ProductDetail'));
const loggedIn = () => makeStore({ user: { user: SHOPPER, loggedIn: true } });

describe('who may write a review', () => {
  it('tells a visitor why not and offers login, back to this product', () => {
    const api = fakeApi();
    renderApp(<ReviewSection productId={7} />, { path: '/en/product/7/kurta' });
    expect(screen.getByText(L.lbl_prd_review_who)).toBeTruthy();
    const link = screen.getByRole('link', { name: L.lbl_prd_review_login });
    expect(link.getAttribute('href')).toBe('/en/login?returnTo=%2Fen%2Fproduct%2F7%2Fkurta');
    expect(screen.queryByRole('form')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('shows a shopper who has not received it the shop’s reason, and no form', async () => {
    const api = fakeApi();
    api.on('getMyProductReview', {
      data: { CanReview: false, Reason: 'Only shoppers who have received it…', MyReview: null },
    });
    renderApp(<ReviewSection productId={7} />, { store: loggedIn() });
    expect((await screen.findByTestId('review-refusal')).textContent).toBe(
      'Only shoppers who have received it…',
    );
    expect(screen.queryByRole('button', { name: L.lbl_prd_det_submitreview })).toBeNull();
  });

  it('gives a buyer the form', async () => {
    const api = fakeApi();
    api.on('getMyProductReview', { data: { CanReview: true, Reason: '', MyReview: null } });
    renderApp(<ReviewSection productId={7} />, { store: loggedIn() });
    expect(await screen.findByRole('button', { name: L.lbl_prd_det_submitreview })).toBeTruthy();
    expect(api.callsTo('getMyProductReview')[0]?.params).toEqual({
      ProductId: 7,
      languageCode: 'en',
    });
  });
});
