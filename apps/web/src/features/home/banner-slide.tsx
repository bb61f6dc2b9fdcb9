// One banner: image, top/main/bottom titles and up to two buttons leading to the banner's URLs.
import { Link } from 'react-router';
import type { Lang } from '@bazaar/i18n/text';
import { mediaUrl } from '@bazaar/contract/links';
import { bannerLink, type Banner } from './home-banners.ts';

function BannerButton({
  text,
  url,
  lang,
  variant,
}: {
  text: string;
  url: string;
  lang: Lang;
  variant: string;
}) {
  const link = bannerLink(lang, url);
  if (!text.trim() || !link) return null;
  const className = `btn ${variant}`;
  return link.external ? (
    <a className={className} href={link.href} rel="noopener">
      {text}
    </a>
  ) : (
    <Link className={className} to={link.href}>
      {text}
    </Link>
  );
}

export function BannerSlide({
  banner,
  lang,
  label,
  priority,
  hidden,
}: {
  banner: Banner;
  lang: Lang;
  label: string;
  priority: boolean;
  hidden: boolean;
}) {
  return (
    <div
      className="banner-slide"
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={hidden || undefined}
      {...inertWhen(hidden)}
    >
      <img
        className="banner-slide__image"
        src={mediaUrl(banner.BannerImgUrl)}
        alt=""
        width={1600}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
      <div className="banner-slide__content">
        {banner.TopTitle && <p className="banner-slide__top">{banner.TopTitle}</p>}
        {banner.MainTitle && <h2 className="banner-slide__title">{banner.MainTitle}</h2>}
        {banner.BottomTitle && <p className="banner-slide__bottom">{banner.BottomTitle}</p>}
        <div className="banner-slide__actions">
          <BannerButton
            text={banner.LeftButtonText}
            url={banner.LeftButtonUrl}
            lang={lang}
            variant="btn--accent"
          />
          <BannerButton
            text={banner.RightButtonText}
            url={banner.RightButtonUrl}
            lang={lang}
            variant="btn--light"
          />
        </div>
      </div>
    </div>
  );
}

/** React 18 knows no `inert` prop; an empty string attribute is how HTML spells "on". */
function inertWhen(on: boolean): Record<string, string> {
  return on ? { inert: '' } : {};
}
