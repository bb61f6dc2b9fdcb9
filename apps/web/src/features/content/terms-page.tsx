// Terms and conditions: a plain document page built from TERMS_SECTIONS.
import { useLabels } from '../../i18n/use-labels.ts';
import { DocumentPage, documentLabels } from './document-page.tsx';
import { TERMS_SECTIONS } from './terms-sections.ts';

const LABELS = documentLabels('terms');

export default function TermsPage() {
  const t = useLabels('TermsConditions');
  return <DocumentPage t={t} labels={LABELS} sections={TERMS_SECTIONS} />;
}
