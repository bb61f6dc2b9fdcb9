// A product page's head: name and description in the page's language, the price the shopper
// pays, its picture, and a schema.org Product (offer in INR, stock, rating when reviewed).
import { formatPaise } from '@bazaar/contract/money/money-text';
import { paiseToDecimalText } from '@bazaar/contract/money/paise';
import { truncate, type PageHead } from './page-head.ts';
import type { PageContext } from './page-context.ts';
import { absolute, pagePaths } from './page-urls.ts';
import type { ProductForPage } from './seo.repository.ts';

export function productHead(page: PageContext, product: ProductForPage): PageHead {
  const arabic = page.lang === 'ar';
  const name = (arabic ? product.name_ar : null) ?? product.name;
  const short = (arabic ? product.short_description_ar : null) ?? product.short_description;
  const price = paiseToDecimalText(product.paid_price_paise);
  const path = pagePaths.product(product.id, product.name, product.category_name);
  const url = `${page.origin}/${page.lang}${path}`;
  const image = absolute(page.origin, product.image_url);
  const inStock = product.stock_quantity > 0;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description: short,
    sku: product.sku,
    ...(image ? { image: [image] } : {}),
    url,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'INR',
      availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
    },
    ...(product.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round((product.rating_sum / product.review_count) * 10) / 10,
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return page.head(path, {
    title: page.titled(name),
    description: page.text('productDescription', {
      description: truncate(short, 120),
      price: formatPaise(product.paid_price_paise),
    }),
    type: 'product',
    image,
    price,
    jsonLd,
  });
}
