// Campaign page (/:lang/campaign/:campaignId/:title): cover, titles and body of one campaign,
// with a way into the shop; a missing campaign gets a clear "not found" instead of a blank page.
import { Link, useParams } from 'react-router';
import type { CampaignRow } from '@bazaar/contract/schemas/content';
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { mediaUrl } from '@bazaar/contract/links';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { paths } from '../../lib/paths.ts';
import { bodyParagraphs } from './campaign-body.ts';
import { useCampaign } from './use-campaign.ts';
import { useApi } from '../../lib/use-api.ts';
import { CAMPAIGN_PRODUCTS_ID, CampaignProducts } from './campaign-products.tsx';
import { ContentCta } from './content-page-frame.tsx';
import './content-page.css';
import './campaign-page.css';

export default function CampaignPage() {
  const t = useLabels('Campaign');
  const lang = useLanguage();
  const { campaignId } = useParams();
  const { state, retry } = useCampaign(campaignId, lang);

  const title =
    state.status === 'found'
      ? state.campaign.MainTitle
      : state.status === 'not-found'
        ? t('lbl_campaign_not_found_title')
        : t('lbl_campaign_title');
  const description =
    state.status === 'found'
      ? state.campaign.DiscountTitle || t('lbl_campaign_meta')
      : t('lbl_campaign_meta');
  usePageMeta(title, description);

  return (
    <>
      <Breadcrumb title={title} />
      <div className="content-page campaign-page">
        {state.status === 'found' && <FoundCampaign campaign={state.campaign} />}
        {state.status === 'loading' && (
          <p className="campaign-page__status" role="status">
            {t('lbl_campaign_loading')}
          </p>
        )}
        {state.status === 'not-found' && (
          <ContentCta
            className="campaign-page__missing"
            level="h1"
            heading={t('lbl_campaign_not_found_title')}
            text={t('lbl_campaign_not_found_text')}
          >
            <Link className="btn" to={paths.listing(lang)}>
              {t('lbl_campaign_more')}
            </Link>
            <Link className="btn btn--ghost" to={paths.home(lang)}>
              {t('lbl_campaign_back_home')}
            </Link>
          </ContentCta>
        )}
        {state.status === 'error' && (
          <ContentCta
            className="campaign-page__missing"
            level="h1"
            heading={t('lbl_campaign_title')}
            text={t('lbl_campaign_error_text')}
            alert
          >
            <button type="button" className="btn" onClick={retry}>
              {t('lbl_campaign_retry')}
            </button>
            <Link className="btn btn--ghost" to={paths.home(lang)}>
              {t('lbl_campaign_back_home')}
            </Link>
          </ContentCta>
        )}
      </div>
    </>
  );
}

function FoundCampaign({ campaign }: { campaign: CampaignRow }) {
  const lang = useLanguage();
  const products = useApi('getCampaignProducts', {
    CampaignId: campaign.CampaignId,
    languageCode: lang,
  }).data;
  return (
    <>
      <CampaignArticle campaign={campaign} hasProducts={Boolean(products?.length)} />
      {products && products.length > 0 && <CampaignProducts products={products} />}
    </>
  );
}

function CampaignArticle({
  campaign,
  hasProducts,
}: {
  campaign: CampaignRow;
  hasProducts: boolean;
}) {
  const t = useLabels('Campaign');
  const lang = useLanguage();
  const cover = mediaUrl(campaign.CoverPictureUrl);
  return (
    <article className="campaign">
      {cover && (
        <img
          className="campaign__cover"
          src={cover}
          alt={campaign.MainTitle}
          width={1200}
          height={600}
          decoding="async"
        />
      )}
      <div className="campaign__text">
        <h1>{campaign.MainTitle}</h1>
        {campaign.DiscountTitle && <p className="campaign__discount">{campaign.DiscountTitle}</p>}
        <div className="campaign__body">
          {bodyParagraphs(campaign.Body).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <p className="campaign__actions">
          {hasProducts ? (
            <a className="btn" href={`#${CAMPAIGN_PRODUCTS_ID}`} onClick={showProducts}>
              {t('lbl_campaign_shop')}
            </a>
          ) : (
            <Link className="btn" to={paths.listing(lang)}>
              {t('lbl_campaign_shop')}
            </Link>
          )}
        </p>
      </div>
    </article>
  );
}

/** Scrolls to the campaign's products and moves focus there, so keyboard users land on them too. */
function showProducts(event: React.MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(CAMPAIGN_PRODUCTS_ID);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
