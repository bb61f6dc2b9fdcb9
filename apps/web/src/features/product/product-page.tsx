// Product detail (/:lang/product-detail/:id/:category/:name): the product in the shopper's
// language, or a real "Product not found" with a way back (an unknown or unpublished id answers
// an empty list). The page scrolls to the top TIMING.productScrollTop after arriving (spec §4).
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { TIMING } from '@bazaar/contract/constants';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { paths } from '../../lib/paths.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { ProductView } from './product-view.tsx';
import { parseProductId, useProductDetail } from './use-product-data.ts';
import './product-page.css';
import './product-choices.css';
import './product-tabs.css';
import './review-trust.css';

export default function ProductPage() {
  const t = useLabels('ProductDetail');
  const tc = useLabels('Common');
  const lang = useLanguage();
  const { id } = useParams();
  const productId = parseProductId(id);
  const { state, retry } = useProductDetail(productId, lang);

  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo({ top: 0 }), TIMING.productScrollTop);
    return () => window.clearTimeout(timer);
  }, [productId]);

  const title =
    state.status === 'found'
      ? state.product.ProductName
      : state.status === 'not-found'
        ? t('lbl_prd_not_found_title')
        : tc('lbl_cmn_product_detail');
  usePageMeta(
    title,
    state.status === 'found' ? state.product.MetaDescription || state.product.ShortDescription : '',
  );

  return (
    <>
      <Breadcrumb title={title} />
      <div className="container product-page">
        {state.status === 'found' && (
          <ProductView key={state.product.ProductId} product={state.product} />
        )}
        {state.status === 'loading' && (
          // The shape of the product while it loads, so nothing below jumps when it arrives.
          <div className="product-main product-skeleton" role="status">
            <span className="visually-hidden">{t('lbl_prd_loading')}</span>
            <div className="product-skeleton__image" />
            <div className="product-skeleton__lines">
              <span />
              <span />
              <span />
              <span />
            </div>
          </div>
        )}
        {(state.status === 'not-found' || state.status === 'error') && (
          <section className="product-missing" aria-labelledby="product-missing-title">
            <h1 id="product-missing-title">
              {state.status === 'not-found'
                ? t('lbl_prd_not_found_title')
                : tc('lbl_cmn_error_title')}
            </h1>
            <p role={state.status === 'error' ? 'alert' : undefined}>
              {state.status === 'not-found' ? t('lbl_prd_not_found_text') : t('lbl_prd_error_text')}
            </p>
            <div className="product-missing__actions">
              {state.status === 'error' && (
                <button type="button" className="btn" onClick={retry}>
                  {t('lbl_prd_retry')}
                </button>
              )}
              <Link className="btn" to={paths.listing(lang)}>
                {t('lbl_prd_browse_all')}
              </Link>
              <Link className="btn btn--ghost" to={paths.home(lang)}>
                {t('lbl_prd_back_home')}
              </Link>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
