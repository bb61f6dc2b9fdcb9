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
  const arrows = [
    { side: 'start', label: t('lbl_home_rail_previous'), disabled: atStart },
    { side: 'end', label: t('lbl_home_rail_next'), disabled: atEnd },
  ] as const;
  return (
    <div className="rail-arrows">
      {arrows.map(({ side, label, disabled }) => (
        <button
          key={side}
          type="button"
          className={`rail-arrow rail-arrow--${side}`}
          aria-controls={listId}
          aria-label={label}
          disabled={disabled}
          onClick={() => step(side)}
        >
          <ChevronDownIcon />
        </button>
      ))}
    </div>
  );
}
