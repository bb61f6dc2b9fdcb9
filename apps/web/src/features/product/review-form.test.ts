import { describe, expect, it } from 'vitest';
import {
  EMPTY_REVIEW,
  firstInvalid,
  startingValues,
  toReviewParams,
  validateReview,
} from './review-form.ts';

const valid = {
  ReviewTitle: 'Lovely fabric',
  ReviewBody: 'Soft and true to size.',
  ReviewRating: 4,
};

describe('write-a-review checks (spec §5, deviation #5, issue #20 §5)', () => {
  it('accepts a complete review', () => {
    expect(validateReview(valid)).toEqual({});
  });

  it('pre-selects no rating and asks for one first', () => {
    expect(EMPTY_REVIEW.ReviewRating).toBe(0);
    const errors = validateReview({ ...EMPTY_REVIEW, ReviewTitle: '   ' });
    expect(errors).toEqual({
      ReviewRating: 'Please choose a rating from 1 to 5 stars.',
      ReviewTitle: 'Review Title is required',
      ReviewBody: 'Review Body is required',
    });
    expect(firstInvalid(errors)).toBe('ReviewRating');
    expect(firstInvalid(validateReview({ ...valid, ReviewBody: '' }))).toBe('ReviewBody');
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
    const errors = validateReview({ ...valid, ReviewRating: 0, ReviewTitle: '' }, 'ar');
    expect(errors.ReviewRating).toMatch(/[\u0600-\u06ff]/);
    expect(errors.ReviewTitle).toMatch(/[\u0600-\u06ff]/);
  });

  it('starts from the shopper’s own review when editing', () => {
    const mine = {
      Rating: 2,
      Title: 'Shrank',
      Body: 'After one wash.',
      Status: 'held',
      PhotoCount: 1,
    } as const;
    expect(startingValues(mine)).toEqual({
      ReviewTitle: 'Shrank',
      ReviewBody: 'After one wash.',
      ReviewRating: 2,
    });
    expect(startingValues(null)).toBe(EMPTY_REVIEW);
  });

  it('trims what it sends, with photos only when there are some, and no typed name', () => {
    const params = toReviewParams(7, { ...valid, ReviewTitle: '  Lovely  ' });
    expect(params).toEqual({
      ProductId: 7,
      ReviewTitle: 'Lovely',
      ReviewBody: valid.ReviewBody,
      ReviewRating: 4,
    });
    expect(toReviewParams(7, valid, ['AAAA'])).toMatchObject({ Photos: ['AAAA'] });
  });
});
