// Terms and conditions: a plain document page built from TERMS_SECTIONS.
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { ContentColumns, ContentPageFrame } from './content-page-frame.tsx';
import { TextSections, tocItems } from './text-sections.tsx';
import { TERMS_SECTIONS } from './terms-sections.ts';

export default function TermsPage() {
  const t = useLabels('TermsConditions');
  const lang = useLanguage();

  return (
    <ContentPageFrame
      title={t('lbl_terms_title')}
      metaDescription={t('lbl_terms_meta')}
      lead={t('lbl_terms_intro')}
    >
      <ContentColumns tocTitle={t('lbl_terms_toc')} toc={tocItems(TERMS_SECTIONS, t)}>
        <div className="content-prose">
          <TextSections sections={TERMS_SECTIONS} t={t} lang={lang} />
        </div>
      </ContentColumns>
    </ContentPageFrame>
  );
}
