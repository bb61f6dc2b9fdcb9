// A titled row of product cards with a "View all" link to the matching listing, at the head and
// as the rail's last card. On wide screens with a pointer, arrow buttons step the rail (mirrored
// in Arabic); phones swipe.
import { lazy, Suspense, useRef } from 'react';
import { Link } from 'react-router';
import { ProductCard, type ProductCardRow } from '../../components/product-card.tsx';
import { useLabels } from '../../i18n/use-labels.ts';
import './product-strip.css';

const RailArrows = lazy(() => import('./rail-arrows.tsx'));

const SKELETONS = [1, 2, 3, 4, 5];

export function ProductStrip({
  id,
  title,
  products,
  loading,
  viewAllHref,
}: {
  id: string;
  title: string;
  products: readonly ProductCardRow[] | undefined;
  loading: boolean;
  viewAllHref: string;
}) {
  const t = useLabels('Home');
  const rail = useRef<HTMLUListElement>(null);
  if (!loading && !products?.length) return null;
  const listId = `${id}-list`;
  return (
    <section className="home-section container" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        <div className="rail-head">
          <Link className="home-section__more" to={viewAllHref}>
            {t('lbl_home_view_all')}
            <span className="visually-hidden">: {title}</span>
          </Link>
          {products && (
            <Suspense fallback={null}>
              <RailArrows rail={rail} listId={listId} />
            </Suspense>
          )}
        </div>
      </div>
      <ul id={listId} ref={rail} className="product-strip" aria-busy={loading && !products}>
        {products ? (
          <>
            {products.map((product) => (
              <li key={product.ProductId}>
                <ProductCard product={product} />
              </li>
            ))}
            <li className="product-strip__all">
              <Link to={viewAllHref}>
                {t('lbl_home_view_all')}
                <span className="visually-hidden">: {title}</span>
              </Link>
            </li>
          </>
        ) : (
          SKELETONS.map((n) => (
            <li key={n} aria-hidden="true">
              <div className="product-skeleton" />
            </li>
          ))
        )}
      </ul>
    </section>
  );
}
