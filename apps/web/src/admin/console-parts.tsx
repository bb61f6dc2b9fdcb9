// Small pieces every console screen uses: the screen's heading (focused on arrival, so a
// screen reader hears where it is), the answer's error, the keyset pager.
import { useEffect, useRef, type ReactNode } from 'react';
import { useConsole } from './console-session.tsx';

export function ScreenTitle({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} tabIndex={-1} className="console__title">
      {children}
    </h1>
  );
}

export function ErrorNote({ message }: { message: string }) {
  if (message === '') return null;
  return (
    <p role="alert" className="console__error">
      {message}
    </p>
  );
}

export function DoneNote({ shown }: { shown: boolean }) {
  const { say } = useConsole();
  return (
    <p role="status" className="console__done">
      {shown ? say('saved') : ''}
    </p>
  );
}

/** Keyset paging: "Next page" follows the answer's cursor, "First page" starts again. */
export function Pager({
  next,
  after,
  onPage,
}: {
  next: number | null | undefined;
  after: number | undefined;
  onPage: (after: number | undefined) => void;
}) {
  const { say } = useConsole();
  return (
    <div className="console__pager">
      {after !== undefined && (
        <button type="button" onClick={() => onPage(undefined)}>
          {say('firstPage')}
        </button>
      )}
      {next != null && (
        <button type="button" onClick={() => onPage(next)}>
          {say('nextPage')}
        </button>
      )}
    </div>
  );
}

export interface Page<R> {
  rows: R[];
  next: number | null;
}
