// Footer: about blurb, Quick Links, Information, contact details (CONTACT_INFO) and the payment
// method logos from get-payment-methods.
import { Link } from 'react-router';
import { CONTACT_INFO, type LanguageCode } from '@bazaar/contract/constants';
import type { LabelId } from '@bazaar/contract/labels';
import { paths } from '../../lib/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { useApi } from '../../lib/use-api.ts';
import { PaymentMethodList } from '../../components/payment-method-list.tsx';
import './footer.css';

const OFFICE_LABELS = ['lbl_ftr_office_india', 'lbl_ftr_office_us'] as const;

type FooterLabel = LabelId<'Footer'>;
type FooterLink = readonly [FooterLabel, (lang: LanguageCode) => string];

const QUICK_LINKS: readonly FooterLink[] = [
  ['lbl_ftr_home', paths.home],
  ['lbl_ftr_all_products', (lang) => paths.listing(lang)],
  ['lbl_ftr_cart', paths.cart],
  ['lbl_ftr_orders', paths.ordersHistory],
  ['lbl_ftr_become_seller', paths.becomeSeller],
];

const INFO_LINKS: readonly FooterLink[] = [
  ['lbl_ftr_about', paths.about],
  ['lbl_ftr_faq', paths.faq],
  ['lbl_ftr_privacy', paths.privacy],
  ['lbl_ftr_returns', paths.returns],
  ['lbl_ftr_terms', paths.terms],
  ['lbl_ftr_contact', paths.contact],
];

function FooterLinks({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: readonly FooterLink[];
}) {
  const lang = useLanguage();
  const t = useLabels('Footer');
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <ul className="site-footer__links">
        {links.map(([label, path]) => (
          <li key={label}>
            <Link to={path(lang)}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Footer() {
  const t = useLabels('Footer');
  const tc = useLabels('Common');
  const { data: methods } = useApi('getPaymentMethods', {});
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__brand">
            {tc('lbl_cmn_site_name')}
          </h2>
          <p>{t('lbl_ftr_about_text')}</p>
          <p className="site-footer__heading-sm">{t('lbl_ftr_follow')}</p>
          <ul className="site-footer__social">
            {CONTACT_INFO.social.map((item) => (
              <li key={item.name}>
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <FooterLinks id="footer-quick" heading={t('lbl_ftr_quick_links')} links={QUICK_LINKS} />
        <FooterLinks id="footer-info" heading={t('lbl_ftr_information')} links={INFO_LINKS} />
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('lbl_ftr_contact_details')}
          </h2>
          {CONTACT_INFO.offices.map((office, index) => (
            <address key={office.labelId} className="site-footer__office">
              <strong>{t(OFFICE_LABELS[index] ?? 'lbl_ftr_office_india')}</strong>
              {/* English addresses keep their own direction inside Arabic text. */}
              <span dir="auto">{office.address}</span>
              <span>
                {t('lbl_ftr_phone')}:{' '}
                <a href={`tel:${office.phone.replace(/\s+/g, '')}`} dir="ltr">
                  {office.phone}
                </a>
              </span>
            </address>
          ))}
          <p className="site-footer__office">
            <span>
              {t('lbl_ftr_email')}:{' '}
              <a href={`mailto:${CONTACT_INFO.email}`} dir="ltr">
                {CONTACT_INFO.email}
              </a>
            </span>
            <span>
              {t('lbl_ftr_hours')}: {t('lbl_ftr_hours_value')}
            </span>
          </p>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {year} {tc('lbl_cmn_site_name')}. {t('lbl_ftr_rights')}
          </p>
          {methods && methods.length > 0 && (
            <div className="site-footer__payments">
              <span>{t('lbl_ftr_we_accept')}</span>
              <PaymentMethodList methods={methods} />
            </div>
          )}
        </div>
      </div>
    </footer>
  );
}
