// Return and refund policy: the key numbers first (a definition list), then the details.
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { ContentColumns, ContentPageFrame } from './content-page-frame.tsx';
import { TextSections, tocItems } from './text-sections.tsx';
import { RETURNS_AT_A_GLANCE, RETURNS_SECTIONS } from './return-refund-sections.ts';
import './return-refund-page.css';

const GLANCE_ANCHOR = 'returns-glance';

export default function ReturnRefundPage() {
  const t = useLabels('ReturnRefund');
  const lang = useLanguage();
  const toc = [
    { anchor: GLANCE_ANCHOR, text: t('lbl_returns_glance_heading') },
    ...tocItems(RETURNS_SECTIONS, t),
  ];

  return (
    <ContentPageFrame
      title={t('lbl_returns_title')}
      metaDescription={t('lbl_returns_meta')}
      lead={t('lbl_returns_intro')}
    >
      <ContentColumns tocTitle={t('lbl_returns_toc')} toc={toc}>
        <div className="content-prose">
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
          <TextSections sections={RETURNS_SECTIONS} t={t} lang={lang} />
        </div>
      </ContentColumns>
    </ContentPageFrame>
  );
}
