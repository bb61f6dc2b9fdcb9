// Privacy policy: a plain document page built from PRIVACY_SECTIONS.
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { TextSections, tocItems } from './text-sections.tsx';
import { ContentToc } from './content-toc.tsx';
import { PRIVACY_SECTIONS } from './privacy-sections.ts';
import './content-page.css';

export default function PrivacyPage() {
  const t = useLabels('Privacy');
  const lang = useLanguage();
  usePageMeta(t('lbl_privacy_title'), t('lbl_privacy_meta'));

  return (
    <>
      <Breadcrumb title={t('lbl_privacy_title')} />
      <article className="content-page">
        <header className="content-hero">
          <h1>{t('lbl_privacy_title')}</h1>
          <p className="content-lead">{t('lbl_privacy_intro')}</p>
        </header>
        <div className="content-columns">
          <ContentToc title={t('lbl_privacy_toc')} items={tocItems(PRIVACY_SECTIONS, t)} />
          <div className="content-prose">
            <TextSections sections={PRIVACY_SECTIONS} t={t} lang={lang} />
          </div>
        </div>
      </article>
    </>
  );
}
