import { describe, expect, it } from 'vitest';
import { bannerLink, homeBanners, type Banner } from './home-banners.ts';

const banner = (BannerId: number, ThemeTypeID: number): Banner => ({
  BannerId,
  ThemeTypeID,
  BannerImgUrl: '',
  TopTitle: '',
  MainTitle: `Banner ${BannerId}`,
  BottomTitle: '',
  LeftButtonText: '',
  LeftButtonUrl: '',
  RightButtonText: '',
  RightButtonUrl: '',
});

describe('homeBanners', () => {
  it('keeps only ThemeTypeID 1, in order', () => {
    const rows = [banner(1, 1), banner(2, 2), banner(3, 1)];
    expect(homeBanners(rows).map((b) => b.BannerId)).toEqual([1, 3]);
    expect(homeBanners(undefined)).toEqual([]);
  });
});

describe('bannerLink', () => {
  it('prefixes in-store paths with the language and keeps http(s) URLs', () => {
    expect(bannerLink('ar', '/all-products/0/all-categories')).toEqual({
      href: '/ar/all-products/0/all-categories',
      external: false,
    });
    expect(bannerLink('en', ' https://shop.example/sale ')).toEqual({
      href: 'https://shop.example/sale',
      external: true,
    });
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    '//evil.example',
    'data:text/html,x',
    '',
  ])('renders %j as no link', (url) => {
    expect(bannerLink('en', url)).toBeNull();
  });
});
