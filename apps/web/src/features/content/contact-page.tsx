// Contact us: the message form beside the static contact details.
import { useLabels } from '../../i18n/use-labels.ts';
import { ContentPageFrame } from './content-page-frame.tsx';
import { ContactFormView } from './contact-form-view.tsx';
import { ContactInfo } from './contact-info.tsx';
import './contact-page.css';

export default function ContactPage() {
  const t = useLabels('Contact');

  return (
    <ContentPageFrame
      title={t('lbl_contact_title')}
      metaDescription={t('lbl_contact_meta')}
      element="div"
      lead={t('lbl_contact_intro')}
    >
      <div className="contact-layout">
        <ContactFormView />
        <ContactInfo />
      </div>
    </ContentPageFrame>
  );
}
