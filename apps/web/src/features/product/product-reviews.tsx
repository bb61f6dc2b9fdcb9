// The Reviews tab: average, 5 → 1 star bars (published reviews only: the server lists no other),
// the reviews newest first (body cut to 500 and shown as plain text, "Verified purchase", their
// photos), and who may write one (review-section.tsx).
import type { ProductDetailRow } from '@bazaar/contract/schemas/catalogue';
import { TRUNCATE } from '@bazaar/contract/constants';
import { fill } from '@bazaar/i18n/text';
import { RatingStars } from '../../components/rating-stars.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatDate, truncate } from '../../lib/format.ts';
import { reviewStats } from './review-stats.ts';
import { ReviewPhotos } from './review-photos-view.tsx';
import { ReviewSection } from './review-section.tsx';
import { useProductReviews } from './use-product-data.ts';

export function ProductReviews({ product }: { product: ProductDetailRow }) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const { data } = useProductReviews(product.ProductId, lang);
  const reviews = data ?? [];
  const stats = reviewStats(reviews);

  return (
    <div className="product-reviews">
      <div className="product-reviews__overview">
        <h2>{t('lbl_prd_det_cust_reviews_tab')}</h2>
        {stats.count > 0 ? (
          <>
            <p className="review-average">
              <span className="review-average__value">{stats.average.toFixed(1)}</span>
              <span>
                <RatingStars
                  rating={stats.average}
                  label={fill(lang, t('lbl_prd_out_of_five'), { n: stats.average.toFixed(1) })}
                />
                <span className="review-average__count">
                  {fill(lang, t('lbl_prd_reviews_count'), { n: stats.count })}
                </span>
              </span>
            </p>
            <ul className="review-bars">
              {stats.distribution.map(([stars, count]) => (
                <li key={stars}>
                  <span className="review-bars__label">
                    {fill(lang, t('lbl_prd_star_bar'), { n: stars })}
                  </span>
                  <meter
                    className="review-bars__meter"
                    min={0}
                    max={stats.count}
                    value={count}
                    aria-label={fill(lang, t('lbl_prd_star_bar'), { n: stars })}
                  />
                  <span className="review-bars__count">{count}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('lbl_prd_no_reviews')}</p>
        )}
      </div>
      {reviews.length > 0 && (
        <ol className="review-list" data-testid="review-list">
          {reviews.map((review) => (
            <li key={review.ReviewId} className="review">
              <div className="review__head">
                <RatingStars
                  rating={review.Rating}
                  label={fill(lang, t('lbl_prd_review_rating'), { n: review.Rating })}
                />
                <h3 className="review__title" dir="auto">
                  {review.Title}
                </h3>
              </div>
              <p className="review__meta">
                <span dir="auto">{review.ReviewerName}</span> ·{' '}
                <time dateTime={review.ReviewDate}>{formatDate(review.ReviewDate, '/')}</time>
                {review.VerifiedPurchase && (
                  <span className="review__verified">{t('lbl_prd_verified_purchase')}</span>
                )}
              </p>
              <p className="review__body" dir="auto">
                {truncate(review.Body, TRUNCATE.reviewBody)}
              </p>
              <ReviewPhotos urls={review.Photos ?? []} reviewer={review.ReviewerName} />
            </li>
          ))}
        </ol>
      )}
      <ReviewSection productId={product.ProductId} />
    </div>
  );
}
