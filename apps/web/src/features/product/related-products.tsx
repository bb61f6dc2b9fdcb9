// Related products (same leaf category first, up to 20) as the shared product cards.
import { ProductCard } from '../../components/product-card.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { useRelatedProducts } from './use-product-data.ts';

export function RelatedProducts({ productId }: { productId: number }) {
  const t = useLabels('ProductDetail');
  const lang = useLanguage();
  const { data } = useRelatedProducts(productId, lang);
  if (!data || data.length === 0) return null;
  return (
    <section className="related-products" aria-labelledby="related-title">
      <h2 id="related-title">{t('lbl_prd_related')}</h2>
      <ul className="related-products__list">
        {data.map((row) => (
          <li key={row.ProductId}>
            <ProductCard product={row} />
          </li>
        ))}
      </ul>
    </section>
  );
}
