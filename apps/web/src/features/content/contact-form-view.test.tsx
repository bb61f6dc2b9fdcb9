import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactLabels as L } from '@bazaar/contract/labels/contact';
import { MESSAGES } from '@bazaar/contract/messages';
import { deferred, fakeApi, type Reply } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { currentToasts, dismissToast } from '../../lib/toast.ts';
import { ContactFormView } from './contact-form-view.tsx';

beforeAll(() => loadLabelDefaults('Contact'));
afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
});

const toasts = () => currentToasts().map((toast) => `${toast.kind}:${toast.text}`);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
const submit = () => fireEvent.click(screen.getByRole('button', { name: L.lbl_contact_submit }));

function fill(values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
}

const VALID = {
  [L.lbl_contact_name]: '  Asha Rao ',
  [L.lbl_contact_email]: 'asha@example.in',
  [L.lbl_contact_phone]: '+91 98200 12345',
  [L.lbl_contact_subject]: 'Size exchange',
  [L.lbl_contact_message]: 'Can I exchange my kurta for a size L?\n',
};

describe('the contact form', () => {
  it('names the first missing field in an error toast and moves focus to it, sending nothing', () => {
    const api = fakeApi();
    renderApp(<ContactFormView />);
    submit();
    expect(toasts()).toEqual(['error:Name is required']);
    expect(document.activeElement).toBe(field(L.lbl_contact_name));
    expect(field(L.lbl_contact_name).getAttribute('aria-invalid')).toBe('true');

    fill({ [L.lbl_contact_name]: 'Asha', [L.lbl_contact_email]: 'asha@' });
    expect(field(L.lbl_contact_name).getAttribute('aria-invalid')).toBeNull();
    submit();
    expect(toasts()).toContain('error:Please enter valid email address');
    expect(document.activeElement).toBe(field(L.lbl_contact_email));
    expect(api.calls).toHaveLength(0);
  });

  it('sends the trimmed message with the overlay up, then confirms it and clears the form', async () => {
    const api = fakeApi();
    const reply = deferred<Reply>();
    api.on('contactUs', () => reply.promise);
    const { store } = renderApp(<ContactFormView />);
    fill(VALID);
    submit();

    const sending = await screen.findByRole('button', { name: L.lbl_contact_sending });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(store.getState().common.requestsInFlight).toBe(1);
    expect(api.callsTo('contactUs').map((call) => call.params)).toEqual([
      {
        FullName: 'Asha Rao',
        Email: 'asha@example.in',
        PhoneNumber: '+91 98200 12345',
        Subject: 'Size exchange',
        Message: 'Can I exchange my kurta for a size L?',
      },
    ]);

    reply.resolve({ data: [{ ResponseMsg: 'Saved Successfully' }] });
    await waitFor(() => expect(toasts()).toEqual([`success:${MESSAGES.contactSuccess}`]));
    expect(store.getState().common.requestsInFlight).toBe(0);
    expect(field(L.lbl_contact_name).value).toBe('');
    expect(screen.getByRole('button', { name: L.lbl_contact_submit })).toBeTruthy();
  });

  it.each<[string, Reply]>([
    ['a refusal', { data: [{ ResponseMsg: 'Failed' }] }],
    ['a server error', { status: 500, errorMessage: 'Database down' }],
  ])('says the generic error after %s and keeps what the shopper typed', async (_, answer) => {
    const api = fakeApi();
    api.on('contactUs', answer);
    const { store } = renderApp(<ContactFormView />);
    fill(VALID);
    submit();
    await waitFor(() => expect(toasts()).toEqual([`error:${MESSAGES.genericError}`]));
    expect(field(L.lbl_contact_subject).value).toBe('Size exchange');
    expect(store.getState().common.requestsInFlight).toBe(0);
  });
});
