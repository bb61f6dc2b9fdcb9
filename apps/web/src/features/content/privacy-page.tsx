// Privacy policy: a plain document page built from PRIVACY_SECTIONS.
import { useLabels } from '../../i18n/use-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { ContentColumns, ContentPageFrame } from './content-page-frame.tsx';
import { TextSections, tocItems } from './text-sections.tsx';
import { PRIVACY_SECTIONS } from './privacy-sections.ts';

export default function PrivacyPage() {
  const t = useLabels('Privacy');
  const lang = useLanguage();

  return (
    <ContentPageFrame
      title={t('lbl_privacy_title')}
      metaDescription={t('lbl_privacy_meta')}
      lead={t('lbl_privacy_intro')}
    >
      <ContentColumns tocTitle={t('lbl_privacy_toc')} toc={tocItems(PRIVACY_SECTIONS, t)}>
        <div className="content-prose">
          <TextSections sections={PRIVACY_SECTIONS} t={t} lang={lang} />
        </div>
      </ContentColumns>
    </ContentPageFrame>
  );
}
