// Arrow buttons stepping a product rail, shown on wide screens with a pointer (phones swipe).
// Loaded after the home page renders: an enhancement, kept out of its first JavaScript.
import type { RefObject } from 'react';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { useLabels } from '../../i18n/use-labels.ts';
import { useRailScroll } from './rail-scroll.ts';

export default function RailArrows({
  rail,
  listId,
}: {
  rail: RefObject<HTMLUListElement | null>;
  listId: string;
}) {
  const t = useLabels('Home');
  const { atStart, atEnd, step } = useRailScroll(rail);
  return (
    <div className="rail-arrows">
      <button
        type="button"
        className="rail-arrow rail-arrow--start"
        aria-controls={listId}
        aria-label={t('lbl_home_rail_previous')}
        disabled={atStart}
        onClick={() => step('start')}
      >
        <ChevronDownIcon />
      </button>
      <button
        type="button"
        className="rail-arrow rail-arrow--end"
        aria-controls={listId}
        aria-label={t('lbl_home_rail_next')}
        disabled={atEnd}
        onClick={() => step('end')}
      >
        <ChevronDownIcon />
      </button>
    </div>
  );
}
