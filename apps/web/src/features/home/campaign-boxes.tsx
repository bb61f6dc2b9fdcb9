// Campaign boxes: cover picture, main title and discount title (30 chars), linking to the campaign.
import { Link } from 'react-router';
import { TRUNCATE } from '@bazaar/contract/constants';
import { paths } from '../../lib/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { useApi } from '../../lib/use-api.ts';
import { HOME_REQUESTS } from './home-requests.ts';
import { mediaUrl } from '@bazaar/contract/links';
import { truncate } from '../../lib/format.ts';

export default function CampaignBoxes() {
  const lang = useLanguage();
  const t = useLabels('Home');
  const { data, loading } = useApi('getCampaignList', HOME_REQUESTS.campaigns(lang));
  if (!loading && !data?.length) return null;
  if (!data) return <div className="campaign-boxes-pending container" aria-hidden="true" />;

  return (
    <section className="home-section container" aria-labelledby="home-campaigns">
      <div className="home-section__head">
        <h2 id="home-campaigns" className="home-section__title">
          {t('lbl_home_campaigns')}
        </h2>
      </div>
      <ul className="campaign-boxes">
        {data.map((campaign) => {
          const image = mediaUrl(campaign.CoverPictureUrl);
          return (
            <li key={campaign.CampaignId}>
              <Link
                className="campaign-box"
                to={paths.campaign(lang, campaign.CampaignId, campaign.MainTitle)}
              >
                {image && (
                  <img
                    src={image}
                    alt=""
                    width={640}
                    height={360}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                <span className="campaign-box__body">
                  <span className="campaign-box__discount">
                    {truncate(campaign.DiscountTitle, TRUNCATE.campaignDiscountTitle)}
                  </span>
                  <span className="campaign-box__title">{campaign.MainTitle}</span>
                  <span className="campaign-box__cta">{t('lbl_home_campaign_cta')}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
