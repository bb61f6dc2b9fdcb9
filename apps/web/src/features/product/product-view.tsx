// One product: gallery beside its facts and choices, then the tabs and related products. The
// chosen attributes live here: they filter the gallery (colour) and reprice the product.
import { useMemo, useState } from 'react';
import { ATTRIBUTE_KIND } from '@bazaar/contract/constants';
import { paiseToRupees } from '@bazaar/contract/money/paise';
import { unitPricesFromWire } from '@bazaar/contract/pricing/option-price';
import type { ProductDetailRow } from '@bazaar/contract/schemas/catalogue';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { ProductGallery } from './product-gallery.tsx';
import { ProductSummary } from './product-summary.tsx';
import { ProductTabs, type TabId } from './product-tabs.tsx';
import { RelatedProducts } from './related-products.tsx';
import { buildChoices, chosenOptions, type Selection } from './product-choices.ts';
import { useProductAttributes } from './use-product-data.ts';

export function ProductView({ product }: { product: ProductDetailRow }) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const attributes = useProductAttributes(product.ProductId, lang);
  const [selection, setSelection] = useState<Selection>({});
  const [tab, setTab] = useState<TabId>('description');

  const choices = useMemo(
    () =>
      buildChoices(product, attributes.data ?? [], {
        color: t('lbl_prd_det_color').replace(/[:：]\s*$/, ''),
        size: t('lbl_prd_det_size').replace(/[:：]\s*$/, ''),
      }),
    [product, attributes.data, t],
  );
  // The server's own rule in paise (what the cart will charge), back to rupees for printing.
  const unit = unitPricesFromWire(
    product.Price,
    product.DiscountedPrice,
    chosenOptions(choices, selection),
  );
  const prices = {
    price: paiseToRupees(unit.originalUnitPaise),
    discounted: unit.discountedUnitPaise === null ? null : paiseToRupees(unit.discountedUnitPaise),
  };

  const showReviews = () => {
    setTab('reviews');
    document.getElementById('product-tabs')?.scrollIntoView({ block: 'start' });
  };

  return (
    <>
      <div className="product-main">
        <ProductGallery
          images={product.ProductImagesJson}
          name={product.ProductName}
          colorId={selection[ATTRIBUTE_KIND.Color]}
        />
        <ProductSummary
          product={product}
          prices={prices}
          choices={choices}
          selection={selection}
          onSelect={setSelection}
          onShowReviews={showReviews}
        />
      </div>
      <ProductTabs product={product} tab={tab} onTab={setTab} />
      <RelatedProducts productId={product.ProductId} />
    </>
  );
}
