// The reviews' average and how many gave each number of stars (5 → 1), for the bars.
export interface ReviewStats {
  count: number;
  average: number;
  /** [stars, count] from 5 down to 1. */
  distribution: [number, number][];
}

export function reviewStats(reviews: readonly { Rating: number }[]): ReviewStats {
  const counts = [0, 0, 0, 0, 0];
  let sum = 0;
  for (const review of reviews) {
    const stars = Math.min(5, Math.max(1, Math.round(review.Rating)));
    counts[stars - 1] = (counts[stars - 1] ?? 0) + 1;
    sum += stars;
  }
  return {
    count: reviews.length,
    average: reviews.length ? Math.round((sum / reviews.length) * 10) / 10 : 0,
    distribution: [5, 4, 3, 2, 1].map((stars) => [stars, counts[stars - 1] ?? 0]),
  };
}
