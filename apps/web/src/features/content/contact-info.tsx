// The static contact block (spec §2): both offices, phone, e-mail, hours, chat and social links.
import { useId } from 'react';
import { CONTACT_INFO } from '@bazaar/contract/constants';
import { useLabels } from '../../i18n/use-labels.ts';

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function ContactInfo() {
  const t = useLabels('Contact');
  const headingId = useId();
  const newTab = t('lbl_contact_opens_new_tab');

  return (
    <aside className="contact-info" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('lbl_contact_info_heading')}</h2>

      {CONTACT_INFO.offices.map((office) => (
        <section key={office.labelId} className="contact-info__block">
          <h3>{t(office.labelId)}</h3>
          <dl className="contact-info__details">
            <dt>{t('lbl_contact_address')}</dt>
            <dd>
              <address>
                <bdi>{office.address}</bdi>
              </address>
            </dd>
            <dt>{t('lbl_contact_phone_short')}</dt>
            <dd>
              <a href={telHref(office.phone)} dir="ltr">
                {office.phone}
              </a>
            </dd>
          </dl>
        </section>
      ))}

      <section className="contact-info__block">
        <h3>{t('lbl_contact_email_short')}</h3>
        <p>
          <a href={`mailto:${CONTACT_INFO.email}`} dir="ltr">
            {CONTACT_INFO.email}
          </a>
        </p>
      </section>

      <section className="contact-info__block">
        <h3>{t('lbl_contact_hours_heading')}</h3>
        <p>{t('lbl_contact_hours_value')}</p>
        <p>
          <a href={CONTACT_INFO.chatUrl} target="_blank" rel="noopener noreferrer">
            {t('lbl_contact_chat')}
            <span className="visually-hidden"> {newTab}</span>
          </a>
        </p>
      </section>

      <section className="contact-info__block">
        <h3>{t('lbl_contact_social_heading')}</h3>
        <ul className="contact-info__social inline-list" role="list">
          {CONTACT_INFO.social.map((link) => (
            <li key={link.name}>
              <a
                className="pill-link"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('lbl_contact_follow_on')} ${link.name} ${newTab}`}
              >
                {link.name}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
