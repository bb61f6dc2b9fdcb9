import { describe, expect, it } from 'vitest';
import { homeBanners, type Banner } from './home-banners.ts';

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
