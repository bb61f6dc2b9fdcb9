// The facts and choices beside the gallery: name, rating, price (repriced by the choices),
// stock, vendor, brand, colour, size and every other option inline (each with its extra price),
// the size guide popup, quantity, the buttons, the contact link and the payment logos.
import { useState } from 'react';
import { Link } from 'react-router';
import { TRUNCATE } from '@bazaar/contract/constants';
import type { ProductDetailRow } from '@bazaar/contract/schemas/catalogue';
import { fill } from '@bazaar/i18n/text';
import { Price } from '../../components/price.tsx';
import { ProductRating } from '../../components/product-rating.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { truncate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { percentOff } from '../../lib/price.ts';
import { ChoicePicker } from './attribute-pickers.tsx';
import { choose, type ProductChoices, type Selection } from './product-choices.ts';
import { PaymentLogos } from './payment-logos.tsx';
import { ProductActions } from './product-actions.tsx';
import { SizeGuideDialog } from './size-guide-dialog.tsx';
import { StockStatus } from './stock-status.tsx';
import { VariantPickers } from './variant-pickers.tsx';

const withoutColon = (text: string) => text.replace(/[:：]\s*$/, '');

export function ProductSummary({
  product,
  prices,
  choices,
  selection,
  onSelect,
  onShowReviews,
}: {
  product: ProductDetailRow;
  prices: { price: number; discounted: number | null };
  choices: ProductChoices;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onShowReviews: () => void;
}) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const [sizeGuideOpen, setSizeGuideOpen] = useState(false);
  const [sizeGuideAsked, setSizeGuideAsked] = useState(false);
  const saved = percentOff(prices.price, prices.discounted);
  const inStock = product.StockQuantity >= 1;
  // Surcharges are what an option adds to the product's own price, not to the repriced one.
  const base = { price: product.Price, discounted: product.DiscountedPrice };

  return (
    <div className="product-summary">
      <h1 className="product-summary__name" dir="auto">
        {product.ProductName}
      </h1>
      <p className="product-summary__rating">
        <ProductRating rating={product.TotalReviews > 0 ? product.Rating : null} />
        {product.TotalReviews > 0 && (
          <button type="button" className="link-button" onClick={onShowReviews}>
            {fill(lang, t('lbl_prd_reviews_count'), { n: product.TotalReviews })}
          </button>
        )}
      </p>
      <div className="product-summary__price" data-testid="product-price">
        <Price price={prices.price} discounted={prices.discounted} />
        {saved > 0 && (
          <span className="product-summary__off">{fill(lang, t('lbl_prd_off'), { n: saved })}</span>
        )}
      </div>
      <p className="product-summary__taxes">{t('lbl_prd_incl_taxes')}</p>
      {product.ShortDescription && (
        <p className="product-summary__short" dir="auto">
          {truncate(product.ShortDescription, TRUNCATE.shortDescription)}
        </p>
      )}

      <dl className="product-facts">
        <div>
          <dt>{t('lbl_prd_det_availablity')}</dt>
          <StockStatus product={product} />
        </div>
        {product.VendorName && (
          <div>
            <dt>{t('lbl_prd_det_vendor')}</dt>
            <dd dir="auto">{product.VendorName}</dd>
          </div>
        )}
        {product.ManufacturerName && (
          <div>
            <dt>{t('lbl_prd_det_brand')}</dt>
            <dd dir="auto">{product.ManufacturerName}</dd>
          </div>
        )}
      </dl>

      {(
        [
          [choices.color, t('lbl_prd_det_color'), 'swatch'],
          [choices.size, t('lbl_prd_det_size'), 'pill'],
        ] as const
      ).map(
        ([group, legend, kind]) =>
          group && (
            <ChoicePicker
              key={kind}
              group={group}
              legend={legend}
              value={selection[group.attributeId]}
              onChange={(value) => onSelect(choose(selection, group.attributeId, value))}
              kind={kind}
              base={base}
            />
          ),
      )}

      <VariantPickers
        variants={choices.variants}
        base={base}
        selection={selection}
        onChoose={(attributeId, value) => onSelect(choose(selection, attributeId, value))}
      />
      {choices.size && (
        <p className="product-summary__popups">
          <button
            type="button"
            className="link-button"
            aria-haspopup="dialog"
            onClick={() => {
              setSizeGuideAsked(true);
              setSizeGuideOpen(true);
            }}
          >
            {withoutColon(t('lbl_prd_det_sizeguide'))}
          </button>
        </p>
      )}

      <ProductActions
        product={product}
        choices={choices}
        selection={selection}
        price={prices}
        inStock={inStock}
      />

      <p className="product-summary__ask">
        <Link to={paths.contact(lang)}>{t('lbl_prd_det_askabout')}</Link>
      </p>
      <PaymentLogos />

      <SizeGuideDialog
        open={sizeGuideOpen}
        onClose={() => setSizeGuideOpen(false)}
        sizes={product.ProductSizesJson}
        loaded={sizeGuideAsked}
      />
    </div>
  );
}
