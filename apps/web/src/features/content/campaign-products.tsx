// The products a campaign promotes (get-campaign-products, a Bazaar addition), as a grid of
// cards under the campaign; the campaign's call to action jumps here.
import type { ProductRow } from '@bazaar/contract/schemas/catalogue';
import { ProductCard } from '../../components/product-card.tsx';
import { useLabels } from '../../i18n/use-labels.ts';

export const CAMPAIGN_PRODUCTS_ID = 'campaign-products';

export function CampaignProducts({ products }: { products: readonly ProductRow[] }) {
  const t = useLabels('Campaign');
  return (
    <section
      id={CAMPAIGN_PRODUCTS_ID}
      className="campaign-products"
      aria-labelledby="campaign-products-title"
      tabIndex={-1}
    >
      <h2 id="campaign-products-title">{t('lbl_campaign_products')}</h2>
      <ul className="campaign-products__grid">
        {products.map((product) => (
          <li key={product.ProductId}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
