// The shared product card: image, name (45 chars), price with the original struck through and
// "% off" when discounted, rating, and add-to-cart / wishlist buttons (actions from app/);
// a sold-out row says "Out of stock" in place of Add to cart.
import { useState } from 'react';
import { Link } from 'react-router';
import { TRUNCATE } from '@bazaar/contract/constants';
import { paths } from '../lib/paths.ts';
import { useLanguage } from '../i18n/language.ts';
import { useLabels } from '../i18n/use-labels.ts';
import { fill } from '@bazaar/i18n/text';
import { truncate } from '../lib/format.ts';
import { mediaUrl } from '@bazaar/contract/links';
import { percentOff } from '../lib/price.ts';
import { CartIcon, HeartIcon } from './icons.tsx';
import { Price } from './price.tsx';
import { ProductRating } from './product-rating.tsx';
import { useProductActions, type ProductCardRow } from './product-actions.ts';
import './product-card.css';

export type { ProductCardRow };

export function ProductCard({
  product,
  eager = false,
}: {
  product: ProductCardRow;
  /** Above the fold (the first cards of a listing): load the image at once. */
  eager?: boolean;
}) {
  const lang = useLanguage();
  const t = useLabels('Common');
  const actions = useProductActions();
  const [adding, setAdding] = useState(false);
  const href = paths.product(lang, product.ProductId, product.ProductName, product.CategoryName);
  const image = mediaUrl(product.ProductImagesJson[0]?.AttachmentURL);
  const off = percentOff(product.Price, product.DiscountedPrice);
  const name = truncate(product.ProductName, TRUNCATE.productCard);
  const wished = actions?.isInWishlist(product.ProductId) ?? false;
  // Only a row that says so is sold out: answers without InStock keep Add to cart (its check).
  const soldOut = product.InStock === false;

  const addToCart = () => {
    if (!actions || adding) return;
    setAdding(true);
    void actions.addToCart(product).finally(() => setAdding(false));
  };

  return (
    <article className="product-card">
      {/* The name's link covers the whole card (CSS), so the image needs no link of its own. */}
      <div className="product-card__media">
        {image && (
          <img
            src={image}
            alt=""
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </div>
      <div className="product-card__body">
        <h3 className="product-card__name">
          <Link
            to={href}
            dir="auto"
            title={name === product.ProductName ? undefined : product.ProductName}
          >
            {name}
          </Link>
        </h3>
        <div className="product-card__meta">
          <div className="product-card__price">
            <Price price={product.Price} discounted={product.DiscountedPrice} />
            {off > 0 && (
              <span className="product-card__off">
                {fill(lang, t('lbl_cmn_percent_off'), { n: off })}
              </span>
            )}
          </div>
          <span className="product-card__rating">
            <ProductRating rating={product.Rating} />
            {!!product.TotalReviews && (
              <span className="product-card__reviews">({product.TotalReviews})</span>
            )}
          </span>
        </div>
        {actions && (
          <div className="product-card__actions">
            {soldOut ? (
              // No Add to cart that can only fail; the heart stays for when it is back.
              <p className="product-card__sold-out">{t('lbl_cmn_out_of_stock')}</p>
            ) : (
              <button
                type="button"
                className="product-card__cart"
                onClick={addToCart}
                aria-busy={adding}
                aria-label={`${t('lbl_cmn_add_to_cart')}: ${product.ProductName}`}
              >
                <CartIcon size={18} />
                <span>{t('lbl_cmn_add_to_cart')}</span>
              </button>
            )}
            <button
              type="button"
              className={wished ? 'product-card__wish is-wished' : 'product-card__wish'}
              onClick={() => actions.addToWishlist(product)}
            >
              <HeartIcon size={18} />
              <span className="visually-hidden">
                {`${t(wished ? 'lbl_cmn_in_wishlist' : 'lbl_cmn_add_to_wishlist')}: ${product.ProductName}`}
              </span>
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
