// One facet of the sidebar: a titled group of toggle buttons, each value with its live count.
import type { ReactNode } from 'react';
import type { FacetOption } from './facet-options.ts';

export function FilterGroup({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="filter-group" aria-labelledby={id}>
      <h3 id={id} className="filter-group__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A value as a pressed/unpressed button; 0 products → disabled, unless it is chosen. */
export function FacetToggle({
  option,
  label,
  onToggle,
  before,
}: {
  option: FacetOption;
  label?: ReactNode;
  onToggle: () => void;
  before?: ReactNode;
}) {
  return (
    <button
      type="button"
      className="facet-toggle"
      aria-pressed={option.selected}
      disabled={option.disabled}
      onClick={onToggle}
    >
      {before ?? <span className="facet-toggle__check" aria-hidden="true" />}
      <span className="facet-toggle__label" dir="auto">
        {label ?? option.label}
      </span>
      {option.count === undefined ? (
        // Holds the count's place while the counts load, so the labels do not move.
        <span className="facet-toggle__count is-pending" aria-hidden="true" />
      ) : (
        <>
          {/* One text node for assistive technology: "Biba (12)", not "Biba ( 12 )". */}
          <span className="facet-toggle__count" aria-hidden="true">
            {option.count}
          </span>
          <span className="visually-hidden">({option.count})</span>
        </>
      )}
    </button>
  );
}

export function FacetList({
  options,
  onToggle,
}: {
  options: readonly FacetOption[];
  onToggle: (id: number) => void;
}) {
  return (
    <ul className="facet-list">
      {options.map((option) => (
        <li key={option.id}>
          <FacetToggle option={option} onToggle={() => onToggle(option.id)} />
        </li>
      ))}
    </ul>
  );
}
