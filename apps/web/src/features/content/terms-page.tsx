// Terms and conditions: a plain document page built from TERMS_SECTIONS.
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { TextSections, tocItems } from './text-sections.tsx';
import { ContentToc } from './content-toc.tsx';
import { TERMS_SECTIONS } from './terms-sections.ts';
import './content-page.css';

export default function TermsPage() {
  const t = useLabels('TermsConditions');
  const lang = useLanguage();
  usePageMeta(t('lbl_terms_title'), t('lbl_terms_meta'));

  return (
    <>
      <Breadcrumb title={t('lbl_terms_title')} />
      <article className="content-page">
        <header className="content-hero">
          <h1>{t('lbl_terms_title')}</h1>
          <p className="content-lead">{t('lbl_terms_intro')}</p>
        </header>
        <div className="content-columns">
          <ContentToc title={t('lbl_terms_toc')} items={tocItems(TERMS_SECTIONS, t)} />
          <div className="content-prose">
            <TextSections sections={TERMS_SECTIONS} t={t} lang={lang} />
          </div>
        </div>
      </article>
    </>
  );
}
