// Return and refund policy: the key numbers first (a definition list), then the details.
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { TextSections, tocItems } from './text-sections.tsx';
import { ContentToc } from './content-toc.tsx';
import { RETURNS_AT_A_GLANCE, RETURNS_SECTIONS } from './return-refund-sections.ts';
import './content-page.css';
import './return-refund-page.css';

const GLANCE_ANCHOR = 'returns-glance';

export default function ReturnRefundPage() {
  const t = useLabels('ReturnRefund');
  const lang = useLanguage();
  usePageMeta(t('lbl_returns_title'), t('lbl_returns_meta'));
  const toc = [
    { anchor: GLANCE_ANCHOR, text: t('lbl_returns_glance_heading') },
    ...tocItems(RETURNS_SECTIONS, t),
  ];

  return (
    <>
      <Breadcrumb title={t('lbl_returns_title')} />
      <article className="content-page">
        <header className="content-hero">
          <h1>{t('lbl_returns_title')}</h1>
          <p className="content-lead">{t('lbl_returns_intro')}</p>
        </header>
        <div className="content-columns">
          <ContentToc title={t('lbl_returns_toc')} items={toc} />
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
        </div>
      </article>
    </>
  );
}
