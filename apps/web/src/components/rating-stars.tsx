// Five stars, filled up to the rating; one accessible name for the whole group.
import './rating-stars.css';

const STAR = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z';

export function RatingStars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.round(Math.min(5, Math.max(0, rating)));
  return (
    <span className="rating-stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          className={n <= filled ? 'rating-stars__star is-filled' : 'rating-stars__star'}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
