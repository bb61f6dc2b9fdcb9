// Write a Review: checked on submit with the contract's field checker (spec §5, deviation #5).
// Each bad field is marked (aria-invalid, its message linked by aria-describedby), the first one
// is toasted and focused, and what was typed stays. After 'Your review submitted successfully!'
// the form clears and the list (newest first) shows the new review.
import { useId, useRef, useState, type FormEvent } from 'react';
import { RATING } from '@bazaar/contract/constants';
import { t as message } from '@bazaar/i18n/messages';
import { useLanguage } from '../../i18n/language.ts';
import { fill } from '@bazaar/i18n/text';
import { useLabels } from '../../i18n/use-labels.ts';
import { showToast } from '../../lib/toast.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import {
  EMPTY_REVIEW,
  REVIEW_FIELDS,
  firstInvalid,
  isReviewSaved,
  toReviewParams,
  validateReview,
  type ReviewErrors,
  type ReviewField,
  type ReviewValues,
} from './review-form.ts';

const STARS = Array.from({ length: RATING.max - RATING.min + 1 }, (_, i) => RATING.min + i);

export function ReviewFormView({ productId }: { productId: number }) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const idPrefix = useId();
  const [values, setValues] = useState<ReviewValues>(EMPTY_REVIEW);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const fields = useRef<Partial<Record<ReviewField, HTMLInputElement | HTMLTextAreaElement>>>({});
  const { mutate, pending } = useMutation('insertProductReview', {
    overlay: true,
    invalidates: ['getProductReviews', 'getProductDetail'],
  });

  const change = (name: ReviewField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validateReview(values, lang);
    const first = firstInvalid(found);
    setErrors(found);
    if (first) {
      showToast('error', found[first] ?? '');
      fields.current[first]?.focus();
      return;
    }
    const result = await mutate(toReviewParams(productId, values));
    if (result.ok && isReviewSaved(result.data)) {
      showToast('success', message(lang, 'reviewSuccess'));
      setValues(EMPTY_REVIEW);
    } else {
      showToast('error', message(lang, 'genericErrorLater'));
    }
  };

  return (
    <section className="review-form" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>{t('lbl_prd_det_writereview')}</h2>
      <p className="review-form__note">{t('lbl_prd_review_note')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="review-form__stars">
          <legend>{t('lbl_prd_det_rateitem')}</legend>
          {STARS.map((n) => (
            <label key={n} className="review-form__star">
              <input
                type="radio"
                name={`${idPrefix}-rating`}
                value={n}
                checked={values.ReviewRating === n}
                onChange={() => setValues((current) => ({ ...current, ReviewRating: n }))}
              />
              <span aria-hidden="true" className={n <= values.ReviewRating ? 'is-on' : undefined}>
                ★
              </span>
              <span className="visually-hidden">{fill(lang, t('lbl_prd_star_choice'), { n })}</span>
            </label>
          ))}
        </fieldset>
        <div className="review-form__grid">
          {REVIEW_FIELDS.map((field) => {
            const id = `${idPrefix}-${field.name}`;
            const error = errors[field.name];
            const common = {
              id,
              name: field.name,
              value: values[field.name],
              maxLength: field.maxLength,
              autoComplete: field.autoComplete,
              required: true,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? `${id}-error` : undefined,
              ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
                if (element) fields.current[field.name] = element;
              },
            };
            return (
              <div
                key={field.name}
                className={`review-form__field review-form__field--${field.input}`}
              >
                <label htmlFor={id}>{t(field.labelId)}</label>
                {field.input === 'textarea' ? (
                  <textarea
                    {...common}
                    rows={5}
                    onChange={(e) => change(field.name, e.target.value)}
                  />
                ) : (
                  <input
                    {...common}
                    type={field.input}
                    dir={field.input === 'email' ? 'ltr' : undefined}
                    onChange={(e) => change(field.name, e.target.value)}
                  />
                )}
                {error && (
                  <p id={`${id}-error`} className="field-error">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <button type="submit" className="btn" disabled={pending}>
          {pending ? t('lbl_prd_review_sending') : t('lbl_prd_det_submitreview')}
        </button>
      </form>
    </section>
  );
}
