// Privacy policy: a plain document page built from PRIVACY_SECTIONS.
import { useLabels } from '../../i18n/use-labels.ts';
import { DocumentPage, documentLabels } from './document-page.tsx';
import { PRIVACY_SECTIONS } from './privacy-sections.ts';

const LABELS = documentLabels('privacy');

export default function PrivacyPage() {
  const t = useLabels('Privacy');
  return <DocumentPage t={t} labels={LABELS} sections={PRIVACY_SECTIONS} />;
}
