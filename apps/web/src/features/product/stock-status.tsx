// The availability line of the product page. DisplayStockQuantity (§3) says whether the shop
// shows how many units are left: with it, "In Stock (n pieces)" ("Only n left" when few);
// without it, only "In Stock" — never a count the product keeps to itself. "Out of stock"
// shows either way: it is what the disabled Add to Cart button says too.
import { LOW_STOCK_THRESHOLD } from '@bazaar/contract/constants';
import type { ProductDetailRow } from '@bazaar/contract/schemas/catalogue';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';

type Stock = Pick<ProductDetailRow, 'StockQuantity' | 'DisplayStockQuantity'>;

export function StockStatus({ product }: { product: Stock }) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const units = product.StockQuantity;
  const inStock = units >= 1;
  let text = t('lbl_prd_det_outstock');
  let tone = inStock ? 'is-in-stock' : 'is-out-of-stock';
  if (inStock && !product.DisplayStockQuantity) text = t('lbl_prd_det_instock');
  else if (inStock && units <= LOW_STOCK_THRESHOLD) {
    text = fill(lang, t('lbl_prd_only_left'), { n: units });
    // A warning, not good news: "Only 4 left" is why to hurry.
    tone = 'is-low-stock';
  } else if (inStock) text = fill(lang, t('lbl_prd_instock_count'), { n: units });
  return (
    <dd className={tone} data-testid="stock">
      {text}
    </dd>
  );
}
