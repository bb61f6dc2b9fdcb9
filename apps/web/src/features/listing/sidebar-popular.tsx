// The sidebar's popular products (spec §2 listing sidebar, §7 GET_POPULAR_PRODUCTS_LIST with
// PageSize 10): picture, name and price of each, linking to its page, under the filters.
import { Link } from 'react-router';
import { PAGE_SIZES, TRUNCATE } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import { mediaUrl } from '@bazaar/contract/links';
import { Price } from '../../components/price.tsx';
import { useLabels } from '../../i18n/use-labels.ts';
import { truncate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useApi } from '../../lib/use-api.ts';
import './sidebar-popular.css';

export function SidebarPopular({ lang, showAll }: { lang: Lang; showAll: boolean }) {
  const t = useLabels('AllProducts');
  const popular = useApi('getPopularProducts', {
    PageNo: 1,
    PageSize: PAGE_SIZES.sidebarPopular,
    TabName: '',
    languageCode: lang,
  });
  // Like the listing's other side lists, a failed or empty answer leaves the block out (§8).
  if (!popular.data?.length) return null;
  return (
    <section className="sidebar-popular" aria-labelledby="sidebar-popular-title">
      <h2 id="sidebar-popular-title" className="sidebar-popular__title">
        {t('lbl_lst_popular')}
      </h2>
      <ul className="sidebar-popular__list">
        {popular.data.map((product) => {
          const image = mediaUrl(product.ProductImagesJson[0]?.AttachmentURL);
          const name = truncate(product.ProductName, TRUNCATE.productCard);
          return (
            <li key={product.ProductId} className="sidebar-popular__item">
              <span className="sidebar-popular__thumb">
                {image && (
                  <img src={image} alt="" width={56} height={56} loading="lazy" decoding="async" />
                )}
              </span>
              <div>
                <Link
                  to={paths.product(
                    lang,
                    product.ProductId,
                    product.ProductName,
                    product.CategoryName,
                  )}
                  dir="auto"
                  title={name === product.ProductName ? undefined : product.ProductName}
                >
                  {name}
                </Link>
                <Price price={product.Price} discounted={product.DiscountedPrice} />
              </div>
            </li>
          );
        })}
      </ul>
      {showAll && (
        <Link className="sidebar-popular__all" to={paths.listing(lang, 0, 'popular-products')}>
          {t('lbl_lst_popular_all')}
        </Link>
      )}
    </section>
  );
}
