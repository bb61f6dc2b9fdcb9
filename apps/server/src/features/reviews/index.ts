// The reviews feature's front door: what the operator command may use.
//
//   heldReviews(db) / decideReview(db, id, 'approve' | 'reject'): the shop's check of reviews
//     held by REVIEWS_HOLD; approving publishes one and counts it in its product's totals.
export { decideReview, heldReviews, type ReviewDecision } from './review-moderation.ts';
export { REVIEW_HOLD_SETTINGS, type ReviewHold } from './review-hold.ts';
