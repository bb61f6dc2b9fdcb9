import { describe, expect, it } from 'vitest';
import { isSafeLinkUrl, mediaUrl, safeLinkOrEmpty } from './links.ts';

describe('isSafeLinkUrl (banner and campaign URLs)', () => {
  it.each([
    '/all-products/0/all-categories',
    '/',
    '/files/images/banners/festive.svg',
    'https://shop.example/sale?x=1#top',
    'http://shop.example',
    'HTTPS://SHOP.EXAMPLE/',
  ])('accepts %s', (url) => {
    expect(isSafeLinkUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '//evil.example/phish',
    '/\\evil.example',
    '/\t/evil.example',
    '/a\nb',
    'https:/evil.example',
    'https://',
    'all-products/0/x',
    'mailto:care@bazaar.example',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeLinkUrl(url)).toBe(false);
  });

  it('safeLinkOrEmpty keeps a safe URL (trimmed) and blanks anything else', () => {
    expect(safeLinkOrEmpty(' /cart ')).toBe('/cart');
    expect(safeLinkOrEmpty('javascript:alert(1)')).toBe('');
    expect(safeLinkOrEmpty(null)).toBe('');
  });
});

describe('mediaUrl', () => {
  it('keeps absolute paths and URLs, puts bare paths under /files', () => {
    expect(mediaUrl('/files/images/a.svg')).toBe('/files/images/a.svg');
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(mediaUrl('images/a.svg')).toBe('/files/images/a.svg');
    expect(mediaUrl('')).toBe('');
    expect(mediaUrl(null)).toBe('');
  });
});
