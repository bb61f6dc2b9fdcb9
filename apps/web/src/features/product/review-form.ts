// The write-a-review form: its fields (wire names of INSERT_PRODUCT_REVIEW), the spec §5 checks
// with deviation #5 (body up to 1000) through the contract's field checker, and the success test.
import type { LabelId } from '@bazaar/contract/labels';
import { RATING } from '@bazaar/contract/constants';
import { FORM_RULES } from '@bazaar/contract/validation';
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
export type ReviewValues = Record<ReviewField, string> & { ReviewRating: number };
export type ReviewErrors = Partial<Record<ReviewField, string>>;

export type ReviewFieldConfig = FieldConfig<
  ReviewField,
  LabelId<'ProductDetail'>,
  'text' | 'email' | 'textarea'
>;

export const REVIEW_FIELDS: readonly ReviewFieldConfig[] = fieldTable(FORM_RULES.review, {
  ReviewerName: { labelId: 'lbl_prd_det_name', input: 'text', autoComplete: 'name' },
  ReviewerEmail: { labelId: 'lbl_prd_det_email', input: 'email', autoComplete: 'email' },
  ReviewTitle: { labelId: 'lbl_prd_det_reviewtitle', input: 'text', autoComplete: 'off' },
  ReviewBody: { labelId: 'lbl_prd_det_bodyreview', input: 'textarea', autoComplete: 'off' },
});

export const EMPTY_REVIEW: ReviewValues = {
  ...emptyValues(FORM_RULES.review),
  ReviewRating: RATING.reviewDefault,
};

/** Every failing field's §5 message, in the shopper's language (the first one is toasted). */
export function validateReview(values: ReviewValues, lang: Lang = 'en'): ReviewErrors {
  return allProblems(FORM_RULES.review, values, lang);
}

/** The first failing field in form order, or null. */
export function firstInvalid(errors: ReviewErrors): ReviewField | null {
  return firstMarked(FORM_RULES.review, errors);
}

export function toReviewParams(productId: number, values: ReviewValues) {
  const { ReviewRating, ...texts } = values;
  return { ProductId: productId, ...trimmed(texts), ReviewRating };
}

/** INSERT_PRODUCT_REVIEW succeeded only when its first row says 'Saved Successfully' (§8). */
export const isReviewSaved = isSaved;
