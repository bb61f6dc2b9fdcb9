// About us: who Bazaar is, what it sells, what it stands for and where its offices are.
import { Link } from 'react-router';
import { CONTACT_INFO } from '@bazaar/contract/constants';
import type { LabelId } from '@bazaar/contract/labels';
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { ContentCta, ContentPageFrame } from './content-page-frame.tsx';
import { paths } from '../../lib/paths.ts';
import './about-page.css';

type Id = LabelId<'About'>;

const RANGE: readonly Id[] = [
  'lbl_about_range_apparel',
  'lbl_about_range_fragrance',
  'lbl_about_range_accessories',
  'lbl_about_range_cosmetics',
  'lbl_about_range_footwear',
  'lbl_about_range_home',
];

// CONTACT_INFO names its offices with ContactUs label ids; About has its own (one entity a page).
const OFFICE_LABELS: Record<(typeof CONTACT_INFO.offices)[number]['labelId'], Id> = {
  lbl_contact_office_india: 'lbl_about_office_india',
  lbl_contact_office_us: 'lbl_about_office_us',
};

const VALUES: readonly { title: Id; text: Id; icon: string }[] = [
  { title: 'lbl_about_value_quality_title', text: 'lbl_about_value_quality_text', icon: '✓' },
  { title: 'lbl_about_value_price_title', text: 'lbl_about_value_price_text', icon: '₹' },
  { title: 'lbl_about_value_service_title', text: 'lbl_about_value_service_text', icon: '☎' },
  { title: 'lbl_about_value_pay_title', text: 'lbl_about_value_pay_text', icon: '⇄' },
];

export default function AboutPage() {
  const t = useLabels('About');
  const lang = useLanguage();

  return (
    <ContentPageFrame
      title={t('lbl_about_title')}
      metaDescription={t('lbl_about_meta')}
      className="about-page"
      lead={t('lbl_about_lead')}
    >
      <div className="about-story">
        <section className="content-section" aria-labelledby="about-story">
          <h2 id="about-story">{t('lbl_about_story_heading')}</h2>
          <p>{t('lbl_about_story_p1')}</p>
          <p>{t('lbl_about_story_p2')}</p>
          <p>{t('lbl_about_story_p3')}</p>
        </section>
        <section className="content-card about-range" aria-labelledby="about-range">
          <h2 id="about-range">{t('lbl_about_range_heading')}</h2>
          <p>{t('lbl_about_range_intro')}</p>
          <ul className="content-list">
            {RANGE.map((id) => (
              <li key={id}>{t(id)}</li>
            ))}
          </ul>
        </section>
      </div>

      <section className="content-section" aria-labelledby="about-values">
        <h2 id="about-values">{t('lbl_about_values_heading')}</h2>
        <ul className="about-values" role="list">
          {VALUES.map((value) => (
            <li key={value.title} className="content-card">
              <span className="about-values__icon" aria-hidden="true">
                {value.icon}
              </span>
              <h3>{t(value.title)}</h3>
              <p>{t(value.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="content-section" aria-labelledby="about-offices">
        <h2 id="about-offices">{t('lbl_about_offices_heading')}</h2>
        <p>{t('lbl_about_offices_intro')}</p>
        <div className="about-offices">
          {CONTACT_INFO.offices.map((office) => (
            <div key={office.labelId} className="content-card">
              <h3>{t(OFFICE_LABELS[office.labelId])}</h3>
              <address>
                {/* bdi: an English address keeps its word order inside Arabic text. */}
                <bdi>{office.address}</bdi>
                <br />
                <a href={`tel:${office.phone.replace(/\s/g, '')}`} dir="ltr">
                  {office.phone}
                </a>
              </address>
            </div>
          ))}
        </div>
      </section>

      <ContentCta
        id="about-cta"
        heading={t('lbl_about_cta_heading')}
        text={t('lbl_about_cta_text')}
      >
        <Link className="btn" to={paths.listing(lang)}>
          {t('lbl_about_cta_shop')}
        </Link>
        <Link className="btn btn--ghost" to={paths.contact(lang)}>
          {t('lbl_about_cta_contact')}
        </Link>
      </ContentCta>
    </ContentPageFrame>
  );
}
