// The login page and the session guard against the fake API: inline marks, the exact messages,
// the stored user and Token, and a 401 logging the shopper out to the login page.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import { callApi } from '../../api/client.ts';
import { AccountArea } from '../../app/layout/account-area.tsx';
import { makeStore } from '../../app/store.ts';
import { loadLabelDefaults } from '../../i18n/label-defaults.ts';
import { STORAGE_KEYS } from '../../lib/auth-storage.ts';
import { currentToasts, dismissToast } from '../../lib/toast.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { renderRoute } from '../../test/render-app.tsx';
import { SHOPPER } from '../../test/user-rows.ts';
import LoginPage from './login-page.tsx';
import { userLoggedIn, type User } from './user-slice.ts';

beforeAll(() => loadLabelDefaults('Login'));
afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
});

const L = LABELS.Login;
const toasts = () => currentToasts().map((toast) => `${toast.kind}:${toast.text}`);
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });
const submit = () => fireEvent.click(screen.getByRole('button', { name: L.lbl_login_loginbtn }));

const user: User = { ...SHOPPER, CountryName: 'India', CountryID: 3 };

function renderLogin(path = '/en/login') {
  return renderRoute('/en/login', <LoginPage />, { path });
}

/** The login answer with a Token (the fake envelope has none: added through fetch's Response). */
function answerLoginWithToken(api: ReturnType<typeof fakeApi>) {
  api.on('getUserLogin', () => ({ data: [{ ResponseMsg: 'Login Successfully', ...user }] }));
  const fetchStub = globalThis.fetch;
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await fetchStub(...args);
    const body = (await response.json()) as Record<string, unknown>;
    return new Response(JSON.stringify({ ...body, token: 'token-abc' }), {
      status: response.status,
    });
  };
}

const logIn = () => {
  fireEvent.change(field(L.lbl_login_email), { target: { value: 'asha@example.in' } });
  fireEvent.change(field(L.lbl_login_password), { target: { value: 'secret1' } });
  submit();
};

describe('the login page', () => {
  it('marks the first missing field, ties the message to it and focuses it, sending nothing', () => {
    const api = fakeApi();
    renderLogin();
    submit();
    const email = field(L.lbl_login_email);
    expect(toasts()).toEqual(['error:Email is required']);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Email is required',
    );
    expect(document.activeElement).toBe(email);
    expect(email.type).toBe('email');
    expect(email.autocomplete).toBe('email');

    fireEvent.change(email, { target: { value: 'asha@example.in' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    submit();
    const password = field(L.lbl_login_password);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.autocomplete).toBe('current-password');
    expect(api.calls).toHaveLength(0);
  });

  it('shows and hides the password with a toggle button that says whether it is pressed', () => {
    fakeApi();
    renderLogin();
    const password = field(L.lbl_login_password);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it("says 'Incorrect email or password!' on a refusal and keeps what was typed", async () => {
    const api = fakeApi();
    api.on('getUserLogin', { status: 501, errorMessage: 'Incorrect email or password!' });
    const { store } = renderLogin();
    fireEvent.change(field(L.lbl_login_email), { target: { value: 'asha@example.in' } });
    fireEvent.change(field(L.lbl_login_password), { target: { value: 'wrong-pass' } });
    submit();
    await waitFor(() => expect(toasts()).toEqual(['error:Incorrect email or password!']));
    expect(field(L.lbl_login_email).value).toBe('asha@example.in');
    expect(field(L.lbl_login_password).value).toBe('wrong-pass');
    expect(store.getState().user).toEqual({ user: null, loggedIn: false });
    expect(screen.getByTestId('where').textContent).toBe('/en/login');
  });

  it('stores the user and the Token, then goes to the language home', async () => {
    const api = fakeApi();
    answerLoginWithToken(api);
    const { store } = renderLogin();
    fireEvent.change(field(L.lbl_login_email), { target: { value: ' asha@example.in ' } });
    fireEvent.change(field(L.lbl_login_password), { target: { value: 'secret1' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/'));
    expect(api.callsTo('getUserLogin')[0]?.params).toEqual({
      languageCode: 'en',
      Email: 'asha@example.in',
      Password: 'secret1',
    });
    expect(store.getState().user).toEqual({ user, loggedIn: true });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-abc');
    expect(toasts()).toEqual(["success:You're logged in."]);
  });
});

describe('login sent from a page (deviation 12)', () => {
  it('goes back to the page named by ?returnTo= and offers sign-up keeping it', async () => {
    answerLoginWithToken(fakeApi());
    renderLogin('/en/login?returnTo=%2Fen%2Fcheckout');
    expect(screen.getByRole('link', { name: L.lbl_login_createacnt }).getAttribute('href')).toBe(
      '/en/signup?returnTo=%2Fen%2Fcheckout',
    );
    logIn();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/checkout'));
  });

  it.each(['//evil.example/en/checkout', 'https://evil.example/', '/%2F%2Fevil.example'])(
    'goes to the language home instead of %s',
    async (returnTo) => {
      answerLoginWithToken(fakeApi());
      renderLogin(`/en/login?returnTo=${encodeURIComponent(returnTo)}`);
      logIn();
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/'));
    },
  );
});

describe('the session guard', () => {
  it('logs the shopper out on a 401 and sends them to login, saying why', async () => {
    const api = fakeApi();
    api.on('updateProfile', { status: 401, errorMessage: 'Unauthorized' });
    const store = makeStore();
    store.dispatch(userLoggedIn(user));
    renderRoute('*', <AccountArea />, { path: '/en/update-profile', store });
    expect(screen.getByRole('button', { name: 'Asha' })).toBeTruthy();
    await callApi('updateProfile', {
      UserID: 42,
      FirstName: 'Asha',
      LastName: 'Verma',
      AddressLineOne: '12 MG Road',
      MobileNo: '',
      PostalCode: '',
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/en/login'));
    expect(store.getState().user).toEqual({ user: null, loggedIn: false });
    expect(toasts()).toEqual(['error:Your session has ended. Please log in again.']);
    expect(screen.getByRole('link', { name: /Login/ })).toBeTruthy();
  });
});
