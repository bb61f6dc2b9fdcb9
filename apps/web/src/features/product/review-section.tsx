// Who may write a review (issue #20 §5): a visitor is told why not and offered login (back to
// this page); a logged-in shopper who has not received the product reads the server's reason;
// a buyer gets the form, filled with their own review when they wrote one.
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';
import { useApi } from '../../lib/use-api.ts';
import { useAppSelector } from '../../store/hooks.ts';
import { ReviewFormView } from './review-form-view.tsx';

export function ReviewSection({ productId }: { productId: number }) {
  const loggedIn = useAppSelector((state) => state.user.loggedIn);
  return loggedIn ? <BuyerReview productId={productId} /> : <VisitorNote />;
}

function VisitorNote() {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const { pathname, search } = useLocation();
  return (
    <section className="review-form review-form--closed">
      <h2>{t('lbl_prd_det_writereview')}</h2>
      <p>{t('lbl_prd_review_who')}</p>
      <Link className="btn" to={paths.login(lang, pathname + search)}>
        {t('lbl_prd_review_login')}
      </Link>
    </section>
  );
}

function BuyerReview({ productId }: { productId: number }) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const { data } = useApi('getMyProductReview', { ProductId: productId, languageCode: lang });
  if (!data) return null;
  if (!data.CanReview) {
    return (
      <section className="review-form review-form--closed">
        <h2>{t('lbl_prd_det_writereview')}</h2>
        <p data-testid="review-refusal">{data.Reason}</p>
      </section>
    );
  }
  // Keyed by the saved review, so the form starts over from it once it changes.
  const key = data.MyReview ? `${data.MyReview.Rating}-${data.MyReview.Title}` : 'new';
  return <ReviewFormView key={key} productId={productId} mine={data.MyReview} />;
}
