// Popular category boxes: image, name (27 chars) and product count, linking to that category's
// listing.
import { Link } from 'react-router';
import { TRUNCATE } from '@bazaar/contract/constants';
import { plural } from '@bazaar/i18n/plural';
import { paths } from '../../lib/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { useApi } from '../../lib/use-api.ts';
import { HOME_REQUESTS } from './home-requests.ts';
import { mediaUrl } from '@bazaar/contract/links';
import { truncate } from '../../lib/format.ts';
import { localizedName } from '../../lib/localized-name.ts';

// Tiles a 412-px phone shows in its first screen (two rows of two): loaded at once, not lazily,
// since a lazy image waits for layout before it is even requested.
const EAGER_TILES = 4;

export function PopularCategories() {
  const lang = useLanguage();
  const t = useLabels('Home');
  const { data, loading } = useApi('getPopularCategories', HOME_REQUESTS.popularCategories);
  if (!loading && !data?.length) return null;

  return (
    <section className="home-section container" aria-labelledby="home-popular-categories">
      <div className="home-section__head">
        <h2 id="home-popular-categories" className="home-section__title">
          {t('lbl_home_popular_categories')}
        </h2>
      </div>
      <ul className="category-boxes" aria-busy={loading && !data}>
        {(data ?? []).map((category, index) => {
          const name = localizedName(category.Name, category.LocalizationJsonData, lang);
          const image = mediaUrl(category.AttachmentURL);
          return (
            <li key={category.CategoryID}>
              <Link
                className="category-box"
                to={paths.listing(lang, category.CategoryID || 0, category.Name)}
              >
                <span className="category-box__media">
                  {image && (
                    <img
                      src={image}
                      alt=""
                      width={240}
                      height={240}
                      loading={index < EAGER_TILES ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                  )}
                </span>
                <span className="category-box__name">
                  {truncate(name, TRUNCATE.popularCategoryBox)}
                </span>
                {category.TotalProducts > 0 && (
                  <span className="category-box__count">
                    {plural(lang, category.TotalProducts, 'products')}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
