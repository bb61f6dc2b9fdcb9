import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import { MESSAGES } from '@bazaar/contract/messages';
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

describe('the write-a-review form', () => {
  it('marks every bad field inline, toasts and focuses the first, keeps what was typed', () => {
    const api = fakeApi();
    renderApp(<ReviewFormView productId={7} />);
    type(L.lbl_prd_det_email, 'asha@');
    type(L.lbl_prd_det_reviewtitle, 'Lovely fabric');
    submit();

    expect(toasts()).toEqual(['error:Name is required']);
    const name = field(L.lbl_prd_det_name);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Name is required');
    const email = field(L.lbl_prd_det_email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter valid email address',
    );
    expect(field(L.lbl_prd_det_reviewtitle).getAttribute('aria-invalid')).toBeNull();
    expect(field(L.lbl_prd_det_reviewtitle).value).toBe('Lovely fabric');
    expect(api.calls).toHaveLength(0);

    type(L.lbl_prd_det_name, 'Asha');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends the trimmed review with its stars, then thanks and clears the form', async () => {
    const api = fakeApi();
    api.on('insertProductReview', { data: [{ ResponseMsg: 'Saved Successfully' }] });
    renderApp(<ReviewFormView productId={7} />);
    type(L.lbl_prd_det_name, ' Asha Rao ');
    type(L.lbl_prd_det_email, 'asha@example.in');
    type(L.lbl_prd_det_reviewtitle, 'Lovely fabric');
    type(L.lbl_prd_det_bodyreview, 'Soft cotton.\nTrue to size.');
    fireEvent.click(screen.getByRole('radio', { name: '4 out of 5 stars' }));
    submit();

    await waitFor(() => expect(toasts()).toEqual([`success:${MESSAGES.reviewSuccess}`]));
    expect(api.callsTo('insertProductReview').map((call) => call.params)).toEqual([
      {
        languageCode: 'en',
        ProductId: 7,
        ReviewerName: 'Asha Rao',
        ReviewerEmail: 'asha@example.in',
        ReviewTitle: 'Lovely fabric',
        ReviewBody: 'Soft cotton.\nTrue to size.',
        ReviewRating: 4,
      },
    ]);
    expect(field(L.lbl_prd_det_name).value).toBe('');
  });

  it('says the review failure message and keeps the text when the shop refuses', async () => {
    const api = fakeApi();
    api.on('insertProductReview', { status: 429, errorMessage: 'Too many requests' });
    renderApp(<ReviewFormView productId={7} />);
    type(L.lbl_prd_det_name, 'Asha');
    type(L.lbl_prd_det_email, 'asha@example.in');
    type(L.lbl_prd_det_reviewtitle, 'Lovely');
    type(L.lbl_prd_det_bodyreview, 'Soft.');
    submit();
    await waitFor(() => expect(toasts()).toEqual([`error:${MESSAGES.genericErrorLater}`]));
    expect(field(L.lbl_prd_det_reviewtitle).value).toBe('Lovely');
  });
});
