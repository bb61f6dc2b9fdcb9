// Write (or edit) a review, for a shopper who received the product. Checked on submit: a rating
// must be chosen (none is pre-selected), the §5 field rules (deviation #5), up to 3 photos.
// Each bad field is marked (aria-invalid, its message linked by aria-describedby), the first
// one is toasted and focused, and what was typed stays. The server's refusal is toasted as said.
import { useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_PHOTOS } from '@bazaar/contract/constants';
import type { MyProductReviewRow } from '@bazaar/contract/schemas/catalogue';
import { say } from '@bazaar/i18n/message-catalogue';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { showToast } from '../../lib/toast.ts';
import { useMutation } from '../../lib/use-mutation.ts';
import {
  REVIEW_FIELDS,
  firstInvalid,
  isReviewSaved,
  startingValues,
  toReviewParams,
  validateReview,
  type ReviewErrors,
  type ReviewField,
  type ReviewValues,
} from './review-form.ts';
import { PHOTO_TYPES, photoProblem, toBase64 } from './review-photos.ts';
import { ReviewStarsInput } from './review-stars-input.tsx';

type Mine = MyProductReviewRow['MyReview'];

export function ReviewFormView({ productId, mine }: { productId: number; mine: Mine }) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const idPrefix = useId();
  const [values, setValues] = useState<ReviewValues>(() => startingValues(mine));
  const [errors, setErrors] = useState<ReviewErrors>({});
  const fields = useRef<Partial<Record<ReviewField, HTMLInputElement | HTMLTextAreaElement>>>({});
  const firstStar = useRef<HTMLInputElement | null>(null);
  const photoInput = useRef<HTMLInputElement | null>(null);
  const { mutate, pending } = useMutation('insertProductReview', {
    overlay: true,
    toastOnError: true,
    invalidates: ['getProductReviews', 'getProductDetail', 'getMyProductReview'],
  });

  const change = (name: ReviewField | 'ReviewRating', value: string | number) => {
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
      (first === 'ReviewRating' ? firstStar.current : fields.current[first])?.focus();
      return;
    }
    const files = [...(photoInput.current?.files ?? [])];
    const problem = photoProblem(files);
    if (problem) {
      showToast('error', say(lang, problem));
      photoInput.current?.focus();
      return;
    }
    const photos = await Promise.all(files.map(toBase64));
    const result = await mutate(toReviewParams(productId, values, photos));
    if (!result.ok || !isReviewSaved(result.data)) return;
    const held = result.data[0]?.ReviewHeld === true;
    const said = held ? 'reviewHeld' : mine ? 'reviewUpdated' : 'reviewSuccess';
    showToast('success', say(lang, { id: said }));
    if (photoInput.current) photoInput.current.value = '';
  };

  const photosId = `${idPrefix}-photos`;
  return (
    <section className="review-form" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`}>
        {t(mine ? 'lbl_prd_review_edit' : 'lbl_prd_det_writereview')}
      </h2>
      {mine?.Status === 'held' && (
        <p className="review-form__status">{t('lbl_prd_review_held_note')}</p>
      )}
      {mine?.Status === 'rejected' && (
        <p className="review-form__status">{t('lbl_prd_review_rejected_note')}</p>
      )}
      <p className="review-form__note">{t('lbl_prd_review_note')}</p>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <ReviewStarsInput
          name={`${idPrefix}-rating`}
          value={values.ReviewRating}
          error={errors.ReviewRating}
          firstRef={firstStar}
          onChange={(n) => change('ReviewRating', n)}
        />
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
                    type="text"
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
          <div className="review-form__field review-form__field--photos">
            <label htmlFor={photosId}>
              {fill(lang, t('lbl_prd_review_photos'), {
                n: REVIEW_PHOTOS.max,
                mb: REVIEW_PHOTOS.maxMegabytes,
              })}
            </label>
            <input
              ref={photoInput}
              id={photosId}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              multiple
              aria-describedby={`${photosId}-hint`}
            />
            <p id={`${photosId}-hint`} className="review-form__hint">
              {mine && mine.PhotoCount > 0
                ? `${fill(lang, t('lbl_prd_review_photos_kept'), { n: mine.PhotoCount })} `
                : ''}
              {t('lbl_prd_review_photos_held')}
            </p>
          </div>
        </div>
        <button type="submit" className="btn" disabled={pending}>
          {pending ? t('lbl_prd_review_sending') : t('lbl_prd_det_submitreview')}
        </button>
      </form>
    </section>
  );
}
