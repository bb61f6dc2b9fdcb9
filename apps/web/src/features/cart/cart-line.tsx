// One cart line (spec §2 cart screen): image, name (cut to 80) linking to the product, colour and
// size, the eye button for the chosen variants, unit price (original struck through when
// discounted), the quantity stepper, line total and remove. Every figure is the server's: until
// the server has priced the line, its figures wait. A line the server cannot sell as asked says
// so and offers what will fix it.
import { useId } from 'react';
import { Link } from 'react-router';
import { TRUNCATE } from '@bazaar/contract/constants';
import type { CartLine, PricedCartProduct } from '@bazaar/contract/schemas/orders';
import { fill } from '@bazaar/i18n/text';
import { Price } from '../../components/price.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { formatPrice, truncate } from '../../lib/format.ts';
import { mediaUrl } from '@bazaar/contract/links';
import { paths } from '../../lib/paths.ts';
import { Thumb } from '../../components/thumb.tsx';
import { EyeIcon, TrashIcon } from './cart-icons.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

export interface CartLineProps {
  line: CartLine;
  /** The server's row for this line, or undefined until it has priced it. */
  product: PricedCartProduct | undefined;
  /** The row answers an older state of the cart (a new answer is on its way). */
  updating: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onShowVariants: () => void;
}

export function CartLineItem({
  line,
  product,
  updating,
  onQuantity,
  onRemove,
  onShowVariants,
}: CartLineProps) {
  const t = useLabels('Cart');
  const lang = useLanguage();
  const name = product?.ProductName ?? '';
  const image = mediaUrl(product?.ProductImagesJson[0]?.AttachmentURL ?? line.DefaultImage);
  const problemId = `cart-line-${useId()}-problem`;
  const unavailable = product !== undefined && !product.IsAvailable;

  return (
    <li
      className={`cart-line${unavailable ? ' cart-line--unavailable' : ''}`}
      aria-busy={updating || product === undefined}
      data-testid={`cart-line-${line.ProductId}`}
    >
      <div className="cart-line__product">
        <Thumb src={image} size={80} className="cart-line__image" />
        <div className="cart-line__info">
          {product ? (
            <Link
              to={paths.product(lang, line.ProductId, name)}
              className="cart-line__name"
              dir="auto"
              title={name.length > TRUNCATE.productCart ? name : undefined}
            >
              {truncate(name, TRUNCATE.productCart)}
            </Link>
          ) : (
            <span className="cart-line__name cart-line__placeholder" />
          )}
          {(product?.ColorName || product?.SizeShortName) && (
            <p className="cart-line__choices">
              {product.ColorName && (
                <span>{fill(lang, t('lbl_cart_color'), { name: product.ColorName })}</span>
              )}
              {product.SizeShortName && (
                <span>{fill(lang, t('lbl_cart_size'), { name: product.SizeShortName })}</span>
              )}
            </p>
          )}
          {product && product.SelectedAttributes.length > 0 && (
            <button
              type="button"
              className="icon-button cart-line__variants"
              onClick={onShowVariants}
              aria-haspopup="dialog"
              aria-label={fill(lang, t('lbl_cart_show_variants'), { name })}
            >
              <EyeIcon />
            </button>
          )}
        </div>
      </div>
      <div className="cart-line__cell cart-line__price">
        {/* The price says "Price:" to assistive technology itself. */}
        <span className="cart-line__label" aria-hidden="true">
          {t('lbl_hdr_cart_price')}
        </span>
        {product && <Price price={product.Price} discounted={product.DiscountedPrice} />}
      </div>
      <div className="cart-line__cell cart-line__qty">
        <span className="cart-line__label" aria-hidden="true">
          {t('lbl_hdr_cart_qty')}
        </span>
        <QuantityStepper
          name={name}
          quantity={line.Quantity}
          orderMaximumQuantity={product?.OrderMaximumQuantity ?? 0}
          unitsAvailable={product?.IsAvailable ? product.UnitsLeft : undefined}
          onChange={onQuantity}
        />
      </div>
      <div className="cart-line__cell cart-line__total">
        <span className="cart-line__label">{t('lbl_hdr_cart_totl')}</span>
        {/* An unavailable line is not charged: it has no total to show. */}
        {product &&
          !updating &&
          (unavailable ? '—' : <strong>{formatPrice(product.ItemSubTotal)}</strong>)}
      </div>
      <div className="cart-line__remove">
        <button
          type="button"
          className="icon-button"
          onClick={onRemove}
          aria-label={fill(lang, t('lbl_cart_remove'), { name })}
          aria-describedby={unavailable ? problemId : undefined}
        >
          <TrashIcon />
        </button>
      </div>
      {unavailable && <LineProblem id={problemId} product={product} onQuantity={onQuantity} />}
    </li>
  );
}

/** What is wrong with a line the server cannot sell as asked, and the fix on offer. */
function LineProblem({
  id,
  product,
  onQuantity,
}: {
  id: string;
  product: PricedCartProduct;
  onQuantity: (quantity: number) => void;
}) {
  const t = useLabels('Cart');
  const lang = useLanguage();
  const fewer = product.UnavailableReason === 'not-enough-stock' && product.UnitsLeft > 0;
  const text = fewer
    ? fill(lang, t('lbl_cart_not_enough'), { n: product.UnitsLeft })
    : product.UnavailableReason === 'removed'
      ? t('lbl_cart_removed')
      : t('lbl_cart_out_of_stock');
  return (
    <div className="cart-line__problem">
      <p id={id} role="alert">
        {text}
      </p>
      {fewer && (
        <button
          type="button"
          className="btn btn--ghost cart-line__fix"
          onClick={() => onQuantity(product.UnitsLeft)}
        >
          {fill(lang, t('lbl_cart_set_quantity'), { n: product.UnitsLeft })}
        </button>
      )}
    </div>
  );
}
