// Footer: about blurb with the shop's social accounts, Quick Links, Information, contact details
// (CONTACT_INFO) and the marks of the payment methods get-payment-methods answers. On a phone
// the link and contact sections fold up under their headings.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACT_INFO } from '@bazaar/contract/constants';
import type { Lang } from '@bazaar/i18n/text';
import type { LabelId } from '@bazaar/contract/labels';
import { paths } from '../../lib/paths.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';
import { useApi } from '../../lib/use-api.ts';
import { PaymentMarks } from '../../components/payment-marks.tsx';
import { SocialLinks } from './social-links.tsx';
import './footer.css';

const PHONE = '(max-width: 539px)';

function usePhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia(PHONE).matches);
  useEffect(() => {
    const query = window.matchMedia(PHONE);
    const changed = () => setPhone(query.matches);
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  return phone;
}

/** A footer section; on a phone its heading is a button that shows or hides the content. */
function FoldingSection({
  heading,
  headingId,
  children,
  as: Tag = 'section',
}: {
  heading: string;
  headingId: string;
  children: ReactNode;
  as?: 'section' | 'nav';
}) {
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <Tag aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {phone ? (
          <button
            type="button"
            className="site-footer__fold"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            {heading}
          </button>
        ) : (
          heading
        )}
      </h2>
      <div id={bodyId} hidden={phone && !open}>
        {children}
      </div>
    </Tag>
  );
}

const OFFICE_LABELS = ['lbl_ftr_office_india', 'lbl_ftr_office_us'] as const;

type FooterLabel = LabelId<'Footer'>;
type FooterLink = readonly [FooterLabel, (lang: Lang) => string];

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
    <FoldingSection as="nav" heading={heading} headingId={id}>
      <ul className="site-footer__links">
        {links.map(([label, path]) => (
          <li key={label}>
            <Link to={path(lang)}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </FoldingSection>
  );
}

export default function Footer() {
  const t = useLabels('Footer');
  const tc = useLabels('Common');
  const { data: methods } = useApi('getPaymentMethods', { languageCode: useLanguage() });
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__brand">
            {tc('lbl_cmn_site_name')}
          </h2>
          <p>{t('lbl_ftr_about_text')}</p>
          <SocialLinks heading={t('lbl_ftr_follow')} shopName={tc('lbl_cmn_site_name')} />
        </section>
        <FooterLinks id="footer-quick" heading={t('lbl_ftr_quick_links')} links={QUICK_LINKS} />
        <FooterLinks id="footer-info" heading={t('lbl_ftr_information')} links={INFO_LINKS} />
        <FoldingSection heading={t('lbl_ftr_contact_details')} headingId="footer-contact">
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
        </FoldingSection>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {year} {tc('lbl_cmn_site_name')}. {t('lbl_ftr_rights')}
          </p>
          {methods && methods.length > 0 && (
            <div className="site-footer__payments">
              <span>{t('lbl_ftr_we_accept')}</span>
              <PaymentMarks methods={methods} />
            </div>
          )}
        </div>
      </div>
    </footer>
  );
}
