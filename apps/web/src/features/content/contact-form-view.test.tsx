import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import { MESSAGES } from '@bazaar/contract/messages';
import { contactTexts } from '@bazaar/i18n/labels/contact';
import { MESSAGE_TEXTS } from '@bazaar/i18n/messages';
import { deferred, fakeApi, type Reply } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { STORAGE_KEYS } from '../../lib/auth-storage.ts';
import { currentToasts, dismissToast } from '../../lib/toast.ts';
import { ContactFormView } from './contact-form-view.tsx';

beforeAll(() => loadLabelDefaults('Contact'));
afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
  localStorage.clear();
});

const toasts = () => currentToasts().map((toast) => `${toast.kind}:${toast.text}`);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: LABELS.Contact.lbl_contact_submit }));

function fill(values: Partial<Record<string, string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
}

const VALID = {
  [LABELS.Contact.lbl_contact_name]: '  Asha Rao ',
  [LABELS.Contact.lbl_contact_email]: 'asha@example.in',
  [LABELS.Contact.lbl_contact_phone]: '+91 98200 12345',
  [LABELS.Contact.lbl_contact_subject]: 'Size exchange',
  [LABELS.Contact.lbl_contact_message]: 'Can I exchange my kurta for a size LABELS.Contact?\n',
};

describe('the contact form', () => {
  it('names the first missing field in an error toast and moves focus to it, sending nothing', () => {
    const api = fakeApi();
    renderApp(<ContactFormView />);
    submit();
    expect(toasts()).toEqual(['error:Name is required']);
    expect(document.activeElement).toBe(field(LABELS.Contact.lbl_contact_name));
    expect(field(LABELS.Contact.lbl_contact_name).getAttribute('aria-invalid')).toBe('true');
    // The message is also shown under the field and tied to it.
    const describedBy = field(LABELS.Contact.lbl_contact_name).getAttribute('aria-describedby');
    expect(document.getElementById(describedBy ?? '')?.textContent).toBe('Name is required');

    fill({
      [LABELS.Contact.lbl_contact_name]: 'Asha',
      [LABELS.Contact.lbl_contact_email]: 'asha@',
    });
    expect(field(LABELS.Contact.lbl_contact_name).getAttribute('aria-invalid')).toBeNull();
    submit();
    expect(toasts()).toContain('error:Please enter valid email address');
    expect(document.activeElement).toBe(field(LABELS.Contact.lbl_contact_email));
    expect(api.calls).toHaveLength(0);
  });

  it('sends the trimmed message with the overlay up, then confirms it and clears the form', async () => {
    const api = fakeApi();
    const reply = deferred<Reply>();
    api.on('contactUs', () => reply.promise);
    const { store } = renderApp(<ContactFormView />);
    fill(VALID);
    submit();

    const sending = await screen.findByRole('button', { name: LABELS.Contact.lbl_contact_sending });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(store.getState().common.requestsInFlight).toBe(1);
    expect(api.callsTo('contactUs').map((call) => call.params)).toEqual([
      {
        languageCode: 'en',
        FullName: 'Asha Rao',
        Email: 'asha@example.in',
        PhoneNumber: '+91 98200 12345',
        Subject: 'Size exchange',
        Message: 'Can I exchange my kurta for a size LABELS.Contact?',
      },
    ]);

    reply.resolve({ data: [{ ResponseMsg: 'Saved Successfully' }] });
    await waitFor(() => expect(toasts()).toEqual([`success:${MESSAGES.contactSuccess}`]));
    expect(store.getState().common.requestsInFlight).toBe(0);
    expect(field(LABELS.Contact.lbl_contact_name).value).toBe('');
    expect(screen.getByRole('button', { name: LABELS.Contact.lbl_contact_submit })).toBeTruthy();
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
    expect(field(LABELS.Contact.lbl_contact_subject).value).toBe('Size exchange');
    expect(store.getState().common.requestsInFlight).toBe(0);
  });
});

describe('the contact form in Arabic', () => {
  /** The localization endpoint's answer for the Contact entity in Arabic. */
  const arabicLabels = {
    data: {
      labelsJsonData: Object.entries(contactTexts).map(([id, text]) => ({
        labelHtmlId: id,
        text: text.ar,
      })),
    },
  };
  const AR = (id: keyof typeof contactTexts) => contactTexts[id].ar;

  it('says which field is missing in Arabic to a shopper under /ar/, and in English under /en/', async () => {
    const api = fakeApi();
    api.on('getLocalization', arabicLabels);
    const arabic = renderApp(<ContactFormView />, { path: '/ar/contact-us' });
    fireEvent.click(await screen.findByRole('button', { name: AR('lbl_contact_submit') }));
    expect(toasts()).toEqual(['error:الاسم مطلوب']);
    expect(document.activeElement).toBe(field(AR('lbl_contact_name')));

    fireEvent.change(field(AR('lbl_contact_name')), { target: { value: 'أسماء' } });
    fireEvent.change(field(AR('lbl_contact_email')), { target: { value: 'asma@' } });
    fireEvent.click(screen.getByRole('button', { name: AR('lbl_contact_submit') }));
    expect(toasts()).toContain(`error:${MESSAGE_TEXTS.invalidEmail.ar}`);
    arabic.unmount();

    for (const toast of currentToasts()) dismissToast(toast.id);
    renderApp(<ContactFormView />, { path: '/en/contact-us' });
    submit();
    expect(toasts()).toEqual(['error:Name is required']);
  });

  it('follows the stored language on an unprefixed address, and confirms in Arabic', async () => {
    localStorage.setItem(STORAGE_KEYS.langCode, 'ar');
    const api = fakeApi();
    api.on('getLocalization', arabicLabels);
    api.on('contactUs', { data: [{ ResponseMsg: 'Saved Successfully' }] });
    renderApp(<ContactFormView />, { path: '/contact-us' });
    await screen.findByRole('button', { name: AR('lbl_contact_submit') });
    fireEvent.change(field(AR('lbl_contact_name')), { target: { value: 'أسماء' } });
    fireEvent.change(field(AR('lbl_contact_email')), { target: { value: 'asma@example.in' } });
    fireEvent.change(field(AR('lbl_contact_phone')), { target: { value: '+91 98200 12345' } });
    fireEvent.click(screen.getByRole('button', { name: AR('lbl_contact_submit') }));
    expect(toasts()).toEqual(['error:الموضوع مطلوب']);
    dismissToast(currentToasts()[0]?.id ?? 0);

    fireEvent.change(field(AR('lbl_contact_subject')), { target: { value: 'استبدال مقاس' } });
    fireEvent.change(field(AR('lbl_contact_message')), {
      target: { value: 'هل يمكنني الاستبدال؟' },
    });
    fireEvent.click(screen.getByRole('button', { name: AR('lbl_contact_submit') }));
    await waitFor(() => expect(toasts()).toEqual([`success:${MESSAGE_TEXTS.contactSuccess.ar}`]));
  });
});
