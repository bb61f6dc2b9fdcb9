// Home (spec §2): banner slider, popular categories, recent products, campaign boxes, popular
// products and the newsletter block.
import { Suspense } from 'react';
import { paths } from '../../lib/paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useApi } from '../../lib/use-api.ts';
import { BannerSlider } from './banner-slider.tsx';
import { PopularCategories } from './popular-categories.tsx';
import { ProductStrip } from './product-strip.tsx';
import { HOME_REQUESTS } from './home-requests.ts';
import './home.css';

// Below the fold: their code loads beside the page instead of ahead of it.
const CampaignBoxes = lazyPage(() => import('./campaign-boxes.tsx'));
const Newsletter = lazyPage(() => import('./newsletter.tsx'));

export default function HomePage() {
  const lang = useLanguage();
  const t = useLabels('Home');
  const tc = useLabels('Common');
  usePageMeta(tc('lbl_cmn_site_name'), t('lbl_home_meta_description'));
  const recent = useApi('getRecentProducts', HOME_REQUESTS.recentProducts(lang));
  const popular = useApi('getPopularProducts', HOME_REQUESTS.popularProducts(lang));

  return (
    <div className="home">
      <h1 className="visually-hidden">{t('lbl_home_heading')}</h1>
      <BannerSlider />
      <PopularCategories />
      <ProductStrip
        id="home-recent-products"
        title={t('lbl_home_recent_products')}
        products={recent.data}
        loading={recent.loading}
        viewAllHref={paths.listing(lang, 0, 'recent-products')}
      />
      <Suspense fallback={<div className="campaign-boxes-pending container" />}>
        <CampaignBoxes />
      </Suspense>
      <ProductStrip
        id="home-popular-products"
        title={t('lbl_home_popular_products')}
        products={popular.data}
        loading={popular.loading}
        viewAllHref={paths.listing(lang, 0, 'popular-products')}
      />
      <Suspense fallback={null}>
        <Newsletter />
      </Suspense>
    </div>
  );
}
