// A published review's photos: small pictures, each a link to the full one.
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { mediaUrl } from '@bazaar/contract/links';

export function ReviewPhotos({ urls, reviewer }: { urls: readonly string[]; reviewer: string }) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  if (urls.length === 0) return null;
  return (
    <ul className="review__photos">
      {urls.map((url, i) => {
        const src = mediaUrl(url);
        const alt = fill(lang, t('lbl_prd_review_photo_alt'), { n: i + 1, name: reviewer });
        return (
          <li key={url}>
            <a href={src} target="_blank" rel="noopener">
              <img src={src} alt={alt} width={96} height={96} loading="lazy" decoding="async" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
