// FAQ: questions grouped by topic, each a native <details> disclosure (keyboard and screen-reader
// support for free, and the answer stays findable with the browser's in-page search).
import { Link } from 'react-router';
import { usePolicyLabels } from './policy-labels.ts';
import { useLanguage } from '../../i18n/language.ts';
import { ContentColumns, ContentCta, ContentPageFrame } from './content-page-frame.tsx';
import { paths } from '../../lib/paths.ts';
import { FAQ_GROUPS } from './faq-items.ts';
import { sectionAnchor } from './text-sections.tsx';
import './faq-page.css';

export default function FaqPage() {
  const t = usePolicyLabels('Faq');
  const lang = useLanguage();
  const topics = FAQ_GROUPS.map((group) => ({
    anchor: sectionAnchor(group.heading),
    text: t(group.heading),
  }));

  return (
    <ContentPageFrame
      title={t('lbl_faq_title')}
      metaDescription={t('lbl_faq_meta')}
      heading={t('lbl_faq_heading')}
      lead={t('lbl_faq_intro')}
    >
      <ContentColumns tocTitle={t('lbl_faq_topics')} toc={topics}>
        <div className="faq-list">
          {FAQ_GROUPS.map((group) => {
            const anchor = sectionAnchor(group.heading);
            return (
              <section key={group.heading} className="faq-group" aria-labelledby={anchor}>
                <h2 id={anchor}>{t(group.heading)}</h2>
                {group.items.map((item) => (
                  <details key={item.question} className="faq-item">
                    <summary>{t(item.question)}</summary>
                    <p>{t(item.answer)}</p>
                  </details>
                ))}
              </section>
            );
          })}
        </div>
      </ContentColumns>
      <ContentCta id="faq-more" heading={t('lbl_faq_more_heading')} text={t('lbl_faq_more_text')}>
        <Link className="btn" to={paths.contact(lang)}>
          {t('lbl_faq_more_link')}
        </Link>
      </ContentCta>
    </ContentPageFrame>
  );
}
