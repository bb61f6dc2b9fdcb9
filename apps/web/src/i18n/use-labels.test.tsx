import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_ENTITY } from '@bazaar/contract/constants';
import { LABELS } from '@bazaar/contract/labels';
import { deferred, fakeApi, type Reply } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';
import { labelsCacheKey } from './labels.ts';
import { useLabels } from './use-labels.ts';

const NAVBAR = PAGE_ENTITY.Navbar;
const arabic = (text: string) => ({
  data: { labelsJsonData: [{ labelHtmlId: 'lbl_hdr_home', text }] },
});

function HomeLink() {
  const t = useLabels('Navbar');
  return <span>{t('lbl_hdr_home')}</span>;
}

describe('useLabels', () => {
  it('shows the English defaults without asking the server in English', () => {
    const api = fakeApi();
    renderApp(<HomeLink />, { path: '/en/' });
    expect(screen.getByText(LABELS.Navbar.lbl_hdr_home)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('asks once per entity and language for every component of the screen', async () => {
    const api = fakeApi();
    api.on('getLocalization', arabic('الرئيسية'));
    renderApp(
      <>
        <HomeLink />
        <HomeLink />
      </>,
      { path: '/ar/' },
    );
    await waitFor(() => expect(screen.getAllByText('الرئيسية')).toHaveLength(2));
    expect(api.callsTo('getLocalization')).toEqual([
      expect.objectContaining({ params: { entityId: NAVBAR, languageCode: 'ar' } }),
    ]);
  });

  it('shows the cached copy first, then the fresh answer, and caches that for the next load', async () => {
    localStorage.setItem(
      labelsCacheKey('ar', NAVBAR),
      JSON.stringify([{ labelHtmlId: 'lbl_hdr_home', text: 'قديم' }]),
    );
    const api = fakeApi();
    const reply = deferred<Reply>();
    api.on('getLocalization', () => reply.promise);
    renderApp(<HomeLink />, { path: '/ar/' });
    expect(screen.getByText('قديم')).toBeTruthy();

    reply.resolve(arabic('الرئيسية'));
    await screen.findByText('الرئيسية');
    expect(JSON.parse(localStorage.getItem(labelsCacheKey('ar', NAVBAR)) ?? '[]')).toEqual([
      { labelHtmlId: 'lbl_hdr_home', text: 'الرئيسية' },
    ]);
  });

  it('keeps a screen that mounts again from asking again in the same page load', async () => {
    const api = fakeApi();
    api.on('getLocalization', arabic('الرئيسية'));
    const first = renderApp(<HomeLink />, { path: '/ar/' });
    await screen.findByText('الرئيسية');
    first.unmount();
    renderApp(<HomeLink />, { path: '/ar/' });
    expect(screen.getByText('الرئيسية')).toBeTruthy();
    expect(api.callsTo('getLocalization')).toHaveLength(1);
  });

  it('keeps English when the server fails or answers blank texts', async () => {
    const api = fakeApi();
    api.on('getLocalization', { status: 500 });
    const failed = renderApp(<HomeLink />, { path: '/ar/' });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.getByText(LABELS.Navbar.lbl_hdr_home)).toBeTruthy();
    failed.unmount();

    api.on('getLocalization', arabic('  '));
    renderApp(<HomeLink />, { path: '/ar/' });
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(screen.getByText(LABELS.Navbar.lbl_hdr_home)).toBeTruthy();
  });
});
