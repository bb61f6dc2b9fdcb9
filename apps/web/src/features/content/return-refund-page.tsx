// Return and refund policy: the key numbers first (a definition list), then the details.
import { usePolicyLabels } from './policy-labels.ts';
import { DocumentPage, documentLabels } from './document-page.tsx';
import { RETURNS_AT_A_GLANCE, RETURNS_SECTIONS } from './return-refund-sections.ts';
import './return-refund-page.css';

const GLANCE_ANCHOR = 'returns-glance';

const LABELS = documentLabels('returns');

export default function ReturnRefundPage() {
  const t = usePolicyLabels('ReturnRefund');
  const glance = (
    <section className="content-section" aria-labelledby={GLANCE_ANCHOR}>
      <h2 id={GLANCE_ANCHOR}>{t('lbl_returns_glance_heading')}</h2>
      <dl className="returns-glance">
        {RETURNS_AT_A_GLANCE.map(([term, value]) => (
          <div key={term} className="returns-glance__item">
            <dt>{t(term)}</dt>
            <dd>{t(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
  return (
    <DocumentPage
      t={t}
      labels={LABELS}
      sections={RETURNS_SECTIONS}
      opening={{
        toc: { anchor: GLANCE_ANCHOR, text: t('lbl_returns_glance_heading') },
        content: glance,
      }}
    />
  );
}
