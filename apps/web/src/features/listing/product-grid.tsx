// The cards in the chosen view mode; while a page loads, skeletons of the cards' own size hold
// the place (no blank page, no layout shift).
import { ProductCard, type ProductCardRow } from '../../components/product-card.tsx';
import type { ViewMode } from './listing-state.ts';

/** Cards in the first row load their images at once (above the fold); the rest lazily. */
const EAGER = 4;

export function ProductGrid({
  rows,
  view,
  skeletons,
  busyLabel,
}: {
  rows: readonly ProductCardRow[] | undefined;
  view: ViewMode;
  skeletons: number;
  busyLabel: string;
}) {
  const className = `listing-grid listing-grid--${view}`;
  if (!rows) {
    return (
      <div className="listing-grid-wrap" aria-busy="true">
        <p className="visually-hidden">{busyLabel}</p>
        <ul className={className} aria-hidden="true">
          {Array.from({ length: skeletons }, (_, i) => (
            <li key={i}>
              <div className="card-skeleton">
                <div className="card-skeleton__media" />
                <div className="card-skeleton__body">
                  <span className="card-skeleton__line" />
                  <span className="card-skeleton__line card-skeleton__line--short" />
                  <span className="card-skeleton__line card-skeleton__line--price" />
                  <span className="card-skeleton__button" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul className={className}>
      {rows.map((row, index) => (
        <li key={row.ProductId}>
          <ProductCard product={row} eager={index < EAGER} />
        </li>
      ))}
    </ul>
  );
}
