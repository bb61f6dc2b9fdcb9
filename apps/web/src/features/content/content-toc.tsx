// "On this page": in-page links to a long page's sections; beside the text on wide screens,
// a row of chips above it on narrow ones.
import { useId } from 'react';

export interface TocItem {
  anchor: string;
  text: string;
}

export function ContentToc({ title, items }: { title: string; items: readonly TocItem[] }) {
  const headingId = useId();
  return (
    <nav className="content-toc" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-toc__title">
        {title}
      </h2>
      <ul className="content-toc__list inline-list" role="list">
        {items.map((item) => (
          <li key={item.anchor}>
            <a className="pill-link" href={`#${item.anchor}`}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
