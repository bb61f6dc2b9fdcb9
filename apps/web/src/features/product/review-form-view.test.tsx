import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import { say } from '@bazaar/i18n/message-catalogue';
import { fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { currentToasts, dismissToast } from '../../lib/toast.ts';
import { ReviewFormView } from './review-form-view.tsx';

const L = LABELS.ProductDetail;
beforeAll(() => loadLabelDefaults('ProductDetail'));
afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
});

const toasts = () => currentToasts().map((toast) => `${toast.kind}:${toast.text}`);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: L.lbl_prd_det_submitreview }));
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const star = (n: number) => screen.getByRole('radio', { name: `${n} out of 5 stars` });

describe('the write-a-review form', () => {
  it('chooses no stars for the shopper and says a rating is needed, first', () => {
    const api = fakeApi();
    renderApp(<ReviewFormView productId={7} mine={null} />);
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
    expect(screen.queryByLabelText('Name')).toBeNull();
    type(L.lbl_prd_det_reviewtitle, 'Lovely fabric');
    submit();

    const needed = say('en', { id: 'reviewRatingRequired' });
    expect(toasts()).toEqual([`error:${needed}`]);
    expect(document.activeElement).toBe(star(1));
    const group = screen.getByRole('group', { name: L.lbl_prd_det_rateitem });
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      needed,
    );
    expect(field(L.lbl_prd_det_bodyreview).getAttribute('aria-invalid')).toBe('true');
    expect(field(L.lbl_prd_det_reviewtitle).value).toBe('Lovely fabric');
    expect(api.calls).toHaveLength(0);
  });

  it('sends the trimmed review with its stars and no typed name, then thanks', async () => {
    const api = fakeApi();
    api.on('insertProductReview', {
      data: [{ ResponseMsg: 'Saved Successfully', ReviewHeld: false }],
    });
    renderApp(<ReviewFormView productId={7} mine={null} />);
    type(L.lbl_prd_det_reviewtitle, ' Lovely fabric ');
    type(L.lbl_prd_det_bodyreview, 'Soft cotton.\nTrue to size.');
    fireEvent.click(star(4));
    submit();

    await waitFor(() =>
      expect(toasts()).toEqual([`success:${say('en', { id: 'reviewSuccess' })}`]),
    );
    expect(api.callsTo('insertProductReview').map((call) => call.params)).toEqual([
      {
        languageCode: 'en',
        ProductId: 7,
        ReviewTitle: 'Lovely fabric',
        ReviewBody: 'Soft cotton.\nTrue to size.',
        ReviewRating: 4,
      },
    ]);
  });

  it('edits the shopper’s own review and says when it waits for the shop', async () => {
    const api = fakeApi();
    api.on('insertProductReview', {
      data: [{ ResponseMsg: 'Saved Successfully', ReviewHeld: true }],
    });
    const mine = {
      Rating: 2,
      Title: 'Shrank',
      Body: 'After a wash.',
      Status: 'held',
      PhotoCount: 2,
    } as const;
    renderApp(<ReviewFormView productId={7} mine={mine} />);
    expect(screen.getByRole('heading', { name: L.lbl_prd_review_edit })).toBeTruthy();
    expect(screen.getByText(L.lbl_prd_review_held_note)).toBeTruthy();
    expect(screen.getByText(/Your review keeps its 2 photos/)).toBeTruthy();
    expect((star(2) as HTMLInputElement).checked).toBe(true);
    expect(field(L.lbl_prd_det_reviewtitle).value).toBe('Shrank');
    submit();
    await waitFor(() => expect(toasts()).toEqual([`success:${say('en', { id: 'reviewHeld' })}`]));
  });

  it('says the server’s reason and keeps the text when the shop refuses', async () => {
    const api = fakeApi();
    api.on('insertProductReview', { status: 501, messageId: 'reviewNotBought', errorMessage: 'x' });
    renderApp(<ReviewFormView productId={7} mine={null} />);
    type(L.lbl_prd_det_reviewtitle, 'Lovely');
    type(L.lbl_prd_det_bodyreview, 'Soft.');
    fireEvent.click(star(5));
    submit();
    await waitFor(() =>
      expect(toasts()).toEqual([`error:${say('en', { id: 'reviewNotBought' })}`]),
    );
    expect(field(L.lbl_prd_det_reviewtitle).value).toBe('Lovely');
  });
});
