// The write-a-review form: its fields (wire names of INSERT_PRODUCT_REVIEW), the spec §5 checks
// with deviation #5 (body up to 1000) through the contract's field checker, and the success test.
import type { LabelId } from '@bazaar/contract/labels';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { RATING } from '@bazaar/contract/constants';
import { FORM_RULES } from '@bazaar/contract/validation';
import type { Lang } from '@bazaar/i18n/text';
import { allProblems, fieldTable, firstMarked, type FieldConfig } from '../../lib/form-check.ts';

export type ReviewField = (typeof FORM_RULES.review)[number]['name'];
export type ReviewValues = Record<ReviewField, string> & { ReviewRating: number };
export type ReviewErrors = Partial<Record<ReviewField, string>>;

export type ReviewFieldConfig = FieldConfig<
  ReviewField,
  LabelId<'ProductDetail'>,
  'text' | 'email' | 'textarea'
>;

const LABEL_IDS: Record<ReviewField, LabelId<'ProductDetail'>> = {
  ReviewerName: 'lbl_prd_det_name',
  ReviewerEmail: 'lbl_prd_det_email',
  ReviewTitle: 'lbl_prd_det_reviewtitle',
  ReviewBody: 'lbl_prd_det_bodyreview',
};

const INPUTS: Record<ReviewField, Pick<ReviewFieldConfig, 'input' | 'autoComplete'>> = {
  ReviewerName: { input: 'text', autoComplete: 'name' },
  ReviewerEmail: { input: 'email', autoComplete: 'email' },
  ReviewTitle: { input: 'text', autoComplete: 'off' },
  ReviewBody: { input: 'textarea', autoComplete: 'off' },
};

export const REVIEW_FIELDS: readonly ReviewFieldConfig[] = fieldTable(
  FORM_RULES.review,
  LABEL_IDS,
  INPUTS,
);

export const EMPTY_REVIEW: ReviewValues = {
  ReviewerName: '',
  ReviewerEmail: '',
  ReviewTitle: '',
  ReviewBody: '',
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
  return {
    ProductId: productId,
    ReviewerName: values.ReviewerName.trim(),
    ReviewerEmail: values.ReviewerEmail.trim(),
    ReviewTitle: values.ReviewTitle.trim(),
    ReviewBody: values.ReviewBody.trim(),
    ReviewRating: values.ReviewRating,
  };
}

/** INSERT_PRODUCT_REVIEW succeeded only when its first row says 'Saved Successfully' (§8). */
export function isReviewSaved(rows: readonly { ResponseMsg?: string }[] | null | undefined) {
  return rows?.[0]?.ResponseMsg === RESPONSE_MSG.saved;
}
