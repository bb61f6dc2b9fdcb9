import { describe, expect, it } from 'vitest';
import { EMPTY_REVIEW, firstInvalid, toReviewParams, validateReview } from './review-form.ts';

const valid = {
  ReviewerName: 'Asha Rao',
  ReviewerEmail: 'asha@example.in',
  ReviewTitle: 'Lovely fabric',
  ReviewBody: 'Soft and true to size.',
  ReviewRating: 4,
};

describe('write-a-review checks (spec §5, deviation #5)', () => {
  it('accepts a complete review', () => {
    expect(validateReview(valid)).toEqual({});
  });

  it('names every empty field, whitespace counting as empty, first one first', () => {
    const errors = validateReview({ ...EMPTY_REVIEW, ReviewTitle: '   ' });
    expect(errors).toEqual({
      ReviewerName: 'Name is required',
      ReviewerEmail: 'Email is required',
      ReviewTitle: 'Review Title is required',
      ReviewBody: 'Review Body is required',
    });
    expect(firstInvalid(errors)).toBe('ReviewerName');
  });

  it('checks the e-mail format', () => {
    expect(validateReview({ ...valid, ReviewerEmail: 'asha@' }).ReviewerEmail).toBe(
      'Please enter valid email address',
    );
  });

  it('lets the body run to 1000 characters, not 200', () => {
    expect(validateReview({ ...valid, ReviewBody: 'x'.repeat(1000) })).toEqual({});
    expect(validateReview({ ...valid, ReviewBody: 'x'.repeat(1001) }).ReviewBody).toBe(
      'Review Body max length should be 1000 characters',
    );
    expect(validateReview({ ...valid, ReviewTitle: 'x'.repeat(201) }).ReviewTitle).toBe(
      'Review Title max length should be 200 characters',
    );
  });

  it('speaks Arabic to an Arabic shopper', () => {
    expect(validateReview({ ...valid, ReviewerName: '' }, 'ar').ReviewerName).toMatch(
      /[\u0600-\u06ff]/,
    );
  });

  it('starts at 1 star and trims what it sends', () => {
    expect(EMPTY_REVIEW.ReviewRating).toBe(1);
    expect(toReviewParams(7, { ...valid, ReviewerName: '  Asha  ' })).toMatchObject({
      ProductId: 7,
      ReviewerName: 'Asha',
      ReviewRating: 4,
    });
  });
});
