// Renders a policy-style document (privacy, terms, returns) from data: each section is a heading
// plus paragraphs, lists and links, every piece a label id so Arabic replaces it one by one.
import { Link } from 'react-router';
import type { Lang } from '@bazaar/i18n/text';

export type TextBlock<Id extends string> =
  | { kind: 'p'; id: Id }
  | { kind: 'ul' | 'ol'; ids: readonly Id[] }
  | { kind: 'link'; id: Id; to: (lang: Lang) => string };

export interface TextSection<Id extends string> {
  heading: Id;
  blocks: readonly TextBlock<Id>[];
}

/** 'lbl_terms_use_heading' → 'terms-use': a stable in-page anchor for links from elsewhere. */
export function sectionAnchor(headingId: string): string {
  return headingId
    .replace(/^lbl_/, '')
    .replace(/_heading$/, '')
    .replace(/_/g, '-');
}

/** The table-of-contents entries of a document. */
export function tocItems<Id extends string>(
  sections: readonly TextSection<Id>[],
  t: (id: Id) => string,
): { anchor: string; text: string }[] {
  return sections.map((section) => ({
    anchor: sectionAnchor(section.heading),
    text: t(section.heading),
  }));
}

interface Props<Id extends string> {
  sections: readonly TextSection<Id>[];
  t: (id: Id) => string;
  lang: Lang;
}

export function TextSections<Id extends string>({ sections, t, lang }: Props<Id>) {
  return (
    <>
      {sections.map((section) => {
        const anchor = sectionAnchor(section.heading);
        return (
          <section key={section.heading} className="content-section" aria-labelledby={anchor}>
            <h2 id={anchor}>{t(section.heading)}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} t={t} lang={lang} />
            ))}
          </section>
        );
      })}
    </>
  );
}

function Block<Id extends string>({
  block,
  t,
  lang,
}: {
  block: TextBlock<Id>;
  t: (id: Id) => string;
  lang: Lang;
}) {
  switch (block.kind) {
    case 'p':
      return <p>{t(block.id)}</p>;
    case 'ul':
    case 'ol': {
      const List = block.kind;
      return (
        <List className="content-list">
          {block.ids.map((id) => (
            <li key={id}>{t(id)}</li>
          ))}
        </List>
      );
    }
    case 'link':
      return (
        <p>
          <Link className="content-link" to={block.to(lang)}>
            {t(block.id)}
          </Link>
        </p>
      );
  }
}
