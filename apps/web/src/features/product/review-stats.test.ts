import { describe, expect, it } from 'vitest';
import { reviewStats } from './review-stats.ts';

describe('review average and distribution', () => {
  it('counts each star value from 5 down to 1 and averages to one decimal', () => {
    expect(reviewStats([{ Rating: 5 }, { Rating: 4 }, { Rating: 4 }])).toEqual({
      count: 3,
      average: 4.3,
      distribution: [
        [5, 1],
        [4, 2],
        [3, 0],
        [2, 0],
        [1, 0],
      ],
    });
  });

  it('is empty without reviews', () => {
    expect(reviewStats([]).average).toBe(0);
    expect(reviewStats([]).distribution.every(([, n]) => n === 0)).toBe(true);
  });
});
