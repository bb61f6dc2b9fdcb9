// A product's rating on cards and the product page: its stars, or "No ratings yet" and no stars
// while it has no published review (deviation 11).
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../i18n/language.ts';
import { useLabels } from '../i18n/use-labels.ts';
import { shownRating } from '../lib/price.ts';
import { RatingStars } from './rating-stars.tsx';

export function ProductRating({ rating }: { rating: number | null | undefined }) {
  const lang = useLanguage();
  const t = useLabels('Common');
  const shown = shownRating(rating);
  if (shown === null) return <span className="no-ratings">{t('lbl_cmn_no_ratings')}</span>;
  return <RatingStars rating={shown} label={fill(lang, t('lbl_cmn_rating'), { n: shown })} />;
}
