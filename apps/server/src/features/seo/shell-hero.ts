// The home page's first banner as static HTML in index.html's frame (the `<!--first-view-->`
// mark), with the banner slider's own classes (its stylesheet is in the entry CSS): the
// largest thing on a phone's first screen paints with the page, not after the code has run.
// React replaces the frame on its first render with the same slide, at the same place and size.
// Every text and URL is escaped; the frame is aria-hidden, so nothing is read twice.
import type { BannerRow } from '@bazaar/contract/schemas/content';
import { mediaUrl } from '@bazaar/contract/links';
import { escapeHtml } from './page-head.ts';

export const FIRST_VIEW_MARK = '<!--first-view-->';

const line = (className: string, text: string) =>
  text.trim() ? `<p class="${className}">${escapeHtml(text)}</p>` : '';
const button = (variant: string, text: string, url: string) =>
  text.trim() && url ? `<span class="btn ${variant}">${escapeHtml(text)}</span>` : '';

export function shellHero(banner: BannerRow): string {
  const image = mediaUrl(banner.BannerImgUrl);
  if (!image) return '';
  return [
    '<div class="banner-slider"><div class="banner-slider__viewport"><div class="banner-slider__track">',
    '<div class="banner-slide">',
    `<img class="banner-slide__image" src="${escapeHtml(image)}" alt="" width="1600" height="600" fetchpriority="high" decoding="sync" />`,
    '<div class="banner-slide__content">',
    line('banner-slide__top', banner.TopTitle),
    line('banner-slide__title', banner.MainTitle),
    line('banner-slide__bottom', banner.BottomTitle),
    '<div class="banner-slide__actions">',
    button('btn--accent', banner.LeftButtonText, banner.LeftButtonUrl),
    button('btn--light', banner.RightButtonText, banner.RightButtonUrl),
    '</div></div></div></div></div></div>',
  ].join('');
}
