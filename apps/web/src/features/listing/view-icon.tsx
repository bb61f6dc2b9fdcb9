// Small pictures of the view modes: 2, 3 or 4 columns of squares, or rows.
import type { ViewMode } from './listing-state.ts';

export function ViewIcon({ mode }: { mode: ViewMode }) {
  const columns = mode === 'list' ? 1 : Number(mode);
  const gap = 2;
  const size = (20 - gap * (columns - 1)) / columns;
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {mode === 'list'
        ? [0, 7, 14].map((y) => (
            <g key={y} fill="currentColor">
              <rect x="0" y={y} width="5" height="5" rx="1" />
              <rect x="7" y={y + 1} width="13" height="3" rx="1" />
            </g>
          ))
        : Array.from({ length: columns * 2 }, (_, i) => (
            <rect
              key={i}
              x={(i % columns) * (size + gap)}
              y={i < columns ? 1 : 11}
              width={size}
              height="8"
              rx="1"
              fill="currentColor"
            />
          ))}
    </svg>
  );
}
