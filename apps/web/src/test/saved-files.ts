// Catches what a download button saves: the names the browser is handed (the hidden link's
// click) and the requests made for them (URL and Token header), each answered with a tiny PDF.
import { onTestFinished, vi } from 'vitest';

export function catchSavedFiles() {
  const saved: string[] = [];
  const fetched: { url: string; token: string | null }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  onTestFinished(() => click.mockRestore());
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      fetched.push({ url, token: new Headers(init?.headers).get('Token') });
      return Promise.resolve(
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      );
    }),
  );
  return { saved, fetched };
}
