// The write-a-review form: its fields (wire names of INSERT_PRODUCT_REVIEW), the spec §5 checks
// with deviation #5 (body up to 1000) through the contract's field checker, a rating that must
// be chosen (none is pre-selected), and the success test. The name comes from the account.
import type { LabelId } from '@bazaar/contract/labels';
import { RATING } from '@bazaar/contract/constants';
import type { MyProductReviewRow } from '@bazaar/contract/schemas/catalogue';
import { FORM_RULES } from '@bazaar/contract/validation';
import { say } from '@bazaar/i18n/message-catalogue';
import type { Lang } from '@bazaar/i18n/text';
import {
  allProblems,
  emptyValues,
  fieldTable,
  firstMarked,
  isSaved,
  trimmed,
  type FieldConfig,
} from '../../lib/form-check.ts';

export type ReviewField = (typeof FORM_RULES.review)[number]['name'];
/** ReviewRating 0: no star chosen yet. */
export type ReviewValues = Record<ReviewField, string> & { ReviewRating: number };
export type ReviewErrors = Partial<Record<ReviewField | 'ReviewRating', string>>;

export type ReviewFieldConfig = FieldConfig<
  ReviewField,
  LabelId<'ProductDetail'>,
  'text' | 'textarea'
>;

export const REVIEW_FIELDS: readonly ReviewFieldConfig[] = fieldTable(FORM_RULES.review, {
  ReviewTitle: { labelId: 'lbl_prd_det_reviewtitle', input: 'text', autoComplete: 'off' },
  ReviewBody: { labelId: 'lbl_prd_det_bodyreview', input: 'textarea', autoComplete: 'off' },
});

export const EMPTY_REVIEW: ReviewValues = { ...emptyValues(FORM_RULES.review), ReviewRating: 0 };

/** The form filled with the shopper's own review, to edit it; empty when they wrote none. */
export function startingValues(mine: MyProductReviewRow['MyReview']): ReviewValues {
  if (!mine) return EMPTY_REVIEW;
  return { ReviewTitle: mine.Title, ReviewBody: mine.Body, ReviewRating: mine.Rating };
}

/** Every problem in the shopper's language: the rating first, then the §5 field messages. */
export function validateReview(values: ReviewValues, lang: Lang = 'en'): ReviewErrors {
  const rated = values.ReviewRating >= RATING.min && values.ReviewRating <= RATING.max;
  return {
    ...(rated ? {} : { ReviewRating: say(lang, { id: 'reviewRatingRequired' }) }),
    ...allProblems(FORM_RULES.review, values, lang),
  };
}

/** The first problem in form order (the stars come first), or null. */
export function firstInvalid(errors: ReviewErrors): ReviewField | 'ReviewRating' | null {
  if (errors.ReviewRating) return 'ReviewRating';
  return firstMarked(FORM_RULES.review, errors);
}

export function toReviewParams(productId: number, values: ReviewValues, photos: string[] = []) {
  const { ReviewRating, ...texts } = values;
  return {
    ProductId: productId,
    ...trimmed(texts),
    ReviewRating,
    ...(photos.length > 0 ? { Photos: photos } : {}),
  };
}

/** INSERT_PRODUCT_REVIEW succeeded only when its first row says 'Saved Successfully' (§8). */
export const isReviewSaved = isSaved;
