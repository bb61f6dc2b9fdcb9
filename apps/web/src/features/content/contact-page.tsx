// Contact us: the message form beside the static contact details.
import { useLabels } from '../../i18n/use-labels.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { ContactFormView } from './contact-form-view.tsx';
import { ContactInfo } from './contact-info.tsx';
import './content-page.css';
import './contact-page.css';

export default function ContactPage() {
  const t = useLabels('Contact');
  usePageMeta(t('lbl_contact_title'), t('lbl_contact_meta'));

  return (
    <>
      <Breadcrumb title={t('lbl_contact_title')} />
      <div className="content-page">
        <header className="content-hero">
          <h1>{t('lbl_contact_title')}</h1>
          <p className="content-lead">{t('lbl_contact_intro')}</p>
        </header>
        <div className="contact-layout">
          <ContactFormView />
          <ContactInfo />
        </div>
      </div>
    </>
  );
}
