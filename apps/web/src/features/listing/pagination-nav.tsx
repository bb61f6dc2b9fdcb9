// Spec §4/§9: five page links; a page change scrolls to the list and reloads after 200 ms.
// The links are real links (open in a new tab works); a plain click takes the delayed path.
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { fill } from '@bazaar/i18n/text';
import type { Lang } from '@bazaar/i18n/text';
import { useLabels } from '../../i18n/use-labels.ts';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { pageLinks } from './pagination.ts';

export function PaginationNav({
  lang,
  page,
  pages,
  hrefOf,
  onPage,
}: {
  lang: Lang;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  onPage: (page: number) => void;
}) {
  const t = useLabels('AllProducts');
  if (pages <= 1) return null;
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onPage(target);
  };
  const step = (target: number, label: string, className: string) =>
    target >= 1 && target <= pages ? (
      <Link
        className={`pagination__step ${className}`}
        to={hrefOf(target)}
        onClick={follow(target)}
      >
        <ChevronDownIcon size={18} />
        <span className="visually-hidden">{label}</span>
      </Link>
    ) : (
      <span className={`pagination__step ${className} is-disabled`} aria-hidden="true">
        <ChevronDownIcon size={18} />
      </span>
    );
  return (
    <nav className="pagination" aria-label={t('lbl_lst_pagination')}>
      {step(page - 1, t('lbl_lst_prev'), 'pagination__step--prev')}
      <ul className="pagination__pages">
        {pageLinks(page, pages).map((n) => (
          <li key={n}>
            <Link
              className="pagination__page"
              to={hrefOf(n)}
              onClick={follow(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={fill(lang, t('lbl_lst_page'), { n })}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {step(page + 1, t('lbl_lst_next'), 'pagination__step--next')}
    </nav>
  );
}
