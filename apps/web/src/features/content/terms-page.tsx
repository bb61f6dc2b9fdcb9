// Terms and conditions: a plain document page built from TERMS_SECTIONS.
import { usePolicyLabels } from './policy-labels.ts';
import { DocumentPage, documentLabels } from './document-page.tsx';
import { TERMS_SECTIONS } from './terms-sections.ts';

const LABELS = documentLabels('terms');

export default function TermsPage() {
  const t = usePolicyLabels('TermsConditions');
  return <DocumentPage t={t} labels={LABELS} sections={TERMS_SECTIONS} />;
}
