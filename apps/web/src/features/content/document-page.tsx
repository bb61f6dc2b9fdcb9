// A policy document page (privacy, terms, returns): its title, lead and contents heading from label
// ids, then its sections; a page may open with a section of its own, listed first in the contents.
import type { ReactNode } from 'react';
import { useLanguage } from '../../i18n/language.ts';
import { ContentColumns, ContentPageFrame } from './content-page-frame.tsx';
import type { TocItem } from './content-toc.tsx';
import { TextSections, tocItems, type TextSection } from './text-sections.tsx';

export interface DocumentLabels<Id extends string> {
  title: Id;
  meta: Id;
  intro: Id;
  toc: Id;
}

/** A document's own label ids, named alike: lbl_<prefix>_title, _meta, _intro and _toc. */
export const documentLabels = <P extends string>(prefix: P) =>
  ({
    title: `lbl_${prefix}_title`,
    meta: `lbl_${prefix}_meta`,
    intro: `lbl_${prefix}_intro`,
    toc: `lbl_${prefix}_toc`,
  }) as const;

export function DocumentPage<Id extends string>({
  t,
  labels,
  sections,
  opening,
}: {
  t: (id: Id) => string;
  labels: DocumentLabels<Id>;
  sections: readonly TextSection<Id>[];
  opening?: { toc: TocItem; content: ReactNode };
}) {
  const lang = useLanguage();
  const toc = tocItems(sections, t);
  return (
    <ContentPageFrame
      title={t(labels.title)}
      metaDescription={t(labels.meta)}
      lead={t(labels.intro)}
    >
      <ContentColumns tocTitle={t(labels.toc)} toc={opening ? [opening.toc, ...toc] : toc}>
        <div className="content-prose">
          {opening?.content}
          <TextSections sections={sections} t={t} lang={lang} />
        </div>
      </ContentColumns>
    </ContentPageFrame>
  );
}
