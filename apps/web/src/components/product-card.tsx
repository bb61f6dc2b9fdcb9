// The shared product card: image, name (45 chars), price, rating stars, link to detail.
import { Link } from 'react-router';
import type { RowOf } from '@bazaar/contract/api-schemas';
import { TRUNCATE } from '@bazaar/contract/constants';
import { paths } from '../lib/paths.ts';
import { useLanguage } from '../i18n/language.ts';
import { useLabels } from '../i18n/use-labels.ts';
import { fillTemplate } from '../i18n/labels.ts';
import { truncate } from '../lib/format.ts';
import { mediaUrl } from '../lib/media.ts';
import { displayRating } from '../lib/price.ts';
import { Price } from './price.tsx';
import { RatingStars } from './rating-stars.tsx';
import './product-card.css';

export type ProductCardRow = RowOf<'getPopularProducts'>;

export function ProductCard({ product }: { product: ProductCardRow }) {
  const lang = useLanguage();
  const t = useLabels('Common');
  const href = paths.product(lang, product.ProductId, product.ProductName, product.CategoryName);
  const image = mediaUrl(product.ProductImagesJson[0]?.AttachmentURL);
  const rating = displayRating(product.Rating);
  return (
    <article className="product-card">
      <Link to={href} className="product-card__link">
        <span className="product-card__media">
          {image && (
            <img
              src={image}
              alt={product.ProductName}
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
            />
          )}
        </span>
        <h3 className="product-card__name" dir="auto">
          {truncate(product.ProductName, TRUNCATE.productCard)}
        </h3>
      </Link>
      <div className="product-card__meta">
        <Price price={product.Price} discounted={product.DiscountedPrice} />
        <RatingStars rating={rating} label={fillTemplate(t('lbl_cmn_rating'), { n: rating })} />
      </div>
    </article>
  );
}
