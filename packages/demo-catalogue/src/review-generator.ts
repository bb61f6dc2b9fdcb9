// Turns the phrase pools of dataset/reviews.ts into 0–8 reviews per product.
import { CLOSERS, COMPLAINTS, MIXED, PRAISE, REVIEWER_NAMES, TITLES } from './dataset/reviews.ts';
import { SEED_EPOCH_MS } from './epoch.ts';
import type { Random } from './random.ts';

export interface ReviewSeed {
  reviewerName: string;
  reviewerEmail: string;
  title: string;
  body: string;
  rating: number;
  createdAt: string;
}

// Skewed like real shops: mostly 4–5 stars, a few unhappy buyers.
const RATING_WEIGHTS: readonly [rating: number, weight: number][] = [
  [5, 45],
  [4, 30],
  [3, 13],
  [2, 7],
  [1, 5],
];

function drawRating(random: Random): number {
  let roll = random.int(1, 100);
  for (const [rating, weight] of RATING_WEIGHTS) {
    roll -= weight;
    if (roll <= 0) return rating;
  }
  return 5;
}

function emailFor(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
}

export function generateReviews(
  random: Random,
  parentName: string,
  productCreatedAt: string,
): ReviewSeed[] {
  const count = random.int(0, 8);
  const praise = PRAISE[parentName] ?? PRAISE['Digital'] ?? [];
  const names = random.sample(REVIEWER_NAMES, count);
  const since = Date.parse(productCreatedAt);
  return names.map((reviewerName) => {
    const rating = drawRating(random);
    const sentences =
      rating >= 4
        ? [random.pick(praise), random.pick(praise), random.pick(CLOSERS)]
        : rating === 3
          ? [random.pick(praise), random.pick(MIXED)]
          : [random.pick(COMPLAINTS), random.pick(MIXED)];
    const title =
      rating >= 4
        ? random.pick(TITLES.positive)
        : rating === 3
          ? random.pick(TITLES.mixed)
          : random.pick(TITLES.negative);
    const at = since + random.next() * (SEED_EPOCH_MS - since);
    return {
      reviewerName,
      reviewerEmail: emailFor(reviewerName),
      title,
      body: [...new Set(sentences)].filter(Boolean).join(' '),
      rating,
      createdAt: new Date(Math.floor(at)).toISOString(),
    };
  });
}
