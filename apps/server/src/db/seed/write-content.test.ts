import { describe, expect, it } from 'vitest';
import { isSafeLinkUrl } from '@bazaar/contract/links';
import { BANNERS, type BannerSeed } from '@bazaar/demo-catalogue/dataset/content';
import { bannerRows } from './write-content.ts';

const categories = new Map(
  BANNERS.flatMap((b) => [b.left.to, b.right?.to]).flatMap((to, i) =>
    typeof to === 'object' ? [[to.category, i + 1] as const] : [],
  ),
);

describe('seeded banner URLs', () => {
  it('are all http(s) or site paths', () => {
    for (const row of bannerRows(BANNERS, categories)) {
      for (const url of [row.image_url, row.left_button_url, row.right_button_url]) {
        if (url) expect(isSafeLinkUrl(url), url).toBe(true);
      }
    }
  });

  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,x'])(
    'refuse a %s button target',
    (to) => {
      const [first] = BANNERS;
      if (!first) throw new Error('no banner seeded');
      const evil: BannerSeed = { ...first, key: 'evil', left: { ...first.left, to } };
      expect(() => bannerRows([evil], categories)).toThrow(/evil left button.*not a safe URL/);
    },
  );
});
