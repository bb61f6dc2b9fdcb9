// Quantity, Add to Cart and Add to Wishlist with the spec §5 checks and §8 messages, said in the
// shopper's language. The cart keeps ids, choices and quantity only; prices come from the server.
import { useRef, useState } from 'react';
import { ATTRIBUTE_KIND } from '@bazaar/contract/constants';
import type { ProductDetailRow } from '@bazaar/contract/schemas/catalogue';
import { t as message } from '@bazaar/i18n/messages';
import { CartIcon, HeartIcon } from '../../components/icons.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { showToast } from '../../lib/toast.ts';
import { addedToWishlist, isInWishlist } from '../../entities/cart/cart-slice.ts';
import { addLine } from '../../entities/cart/add-line.ts';
import { useAppDispatch, useAppSelector } from '../../store/hooks.ts';
import { checkAddToCart, toCartLine } from './add-to-cart.ts';
import type { ProductChoices, Selection } from './product-choices.ts';
import { decreaseQuantity, increaseQuantity } from '@bazaar/contract/pricing/line-limits';
import { productCap } from '@bazaar/contract/cart/line-units';
import { QuantityCounter } from './quantity-counter.tsx';
import { StickyCartBar } from './sticky-cart-bar.tsx';

export function ProductActions({
  product,
  choices,
  selection,
  price,
  inStock,
}: {
  product: ProductDetailRow;
  choices: ProductChoices;
  selection: Selection;
  price: { price: number; discounted: number | null };
  inStock: boolean;
}) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const dispatch = useAppDispatch();
  const cart = useAppSelector((state) => state.cart);
  const [quantity, setQuantity] = useState(1);
  const mainButton = useRef<HTMLButtonElement>(null);
  const image = product.ProductImagesJson[0]?.AttachmentURL ?? '';

  const limits = {
    orderMaximumQuantity: product.OrderMaximumQuantity,
    stockQuantity: product.StockQuantity,
  };
  // The stepper stops at the units in stock as well as at the product's maximum.
  const increase = () => {
    const next = increaseQuantity(quantity, product.OrderMaximumQuantity, productCap(limits));
    setQuantity(next.quantity);
    if (next.limitReached !== null) {
      showToast('error', message(lang, 'quantityLimit', { n: next.limitReached }));
    }
  };

  const addToCart = () => {
    const problem = checkAddToCart(product, choices, selection, quantity);
    if (problem) {
      showToast('error', message(lang, problem.id, problem.params));
    } else {
      const line = toCartLine(product.ProductId, choices, selection, quantity, image);
      addLine(dispatch, cart, line, limits, lang);
    }
  };

  const addToWishlist = () => {
    if (isInWishlist(cart, product.ProductId)) {
      showToast('error', message(lang, 'wishlistDuplicate'));
      return;
    }
    const named = (group: ProductChoices['size']) =>
      group?.options.find((o) => o.value === selection[group.attributeId]);
    const size = named(choices.size);
    const color = named(choices.color);
    dispatch(
      addedToWishlist({
        ProductId: product.ProductId,
        ProductName: product.ProductName,
        Price: price.price,
        DiscountedPrice: price.discounted,
        DiscountId: product.DiscountId,
        IsDiscountCalculated: product.IsDiscountCalculated,
        CouponCode: product.CouponCode,
        SizeId: selection[ATTRIBUTE_KIND.Size] ?? null,
        SizeShortName: size?.label ?? '',
        ColorId: selection[ATTRIBUTE_KIND.Color] ?? null,
        ColorName: color?.label ?? '',
        Quantity: quantity,
        ShippingCharges: 0,
        DefaultImage: image,
      }),
    );
    showToast('success', message(lang, 'wishlistAdded'));
  };

  return (
    <div className="product-actions">
      <QuantityCounter
        quantity={quantity}
        onDecrease={() => setQuantity(decreaseQuantity(quantity))}
        onIncrease={increase}
        disabled={!inStock}
      />
      <div className="product-actions__buttons">
        <button
          ref={mainButton}
          type="button"
          className="btn"
          onClick={addToCart}
          disabled={!inStock}
        >
          <CartIcon />
          {inStock ? t('lbl_prd_det_addcart') : t('lbl_prd_det_outstock')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={addToWishlist}>
          <HeartIcon />
          {t('lbl_prd_det_addwish')}
        </button>
      </div>
      {inStock && (
        <StickyCartBar
          mainButton={mainButton}
          price={price}
          label={t('lbl_prd_det_addcart')}
          productName={product.ProductName}
          onAdd={addToCart}
        />
      )}
    </div>
  );
}
