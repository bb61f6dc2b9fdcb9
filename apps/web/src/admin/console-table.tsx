// A console table: its headings from the console's texts, its name for screen readers (a
// hidden caption, or the heading it is labelled by), its rows as children.
import type { ReactNode } from 'react';
import type { ConsoleUiId } from '@bazaar/i18n/console-ui';
import { useConsole } from './console-session.tsx';

export function ConsoleTable({
  columns,
  caption,
  labelledBy,
  children,
}: {
  columns: readonly ConsoleUiId[];
  caption?: ConsoleUiId;
  labelledBy?: string;
  children: ReactNode;
}) {
  const { say } = useConsole();
  return (
    <div className="console__table-wrap">
      <table className="console__table" aria-labelledby={labelledBy}>
        {caption && <caption className="console__visually-hidden">{say(caption)}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {say(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The other language's switch: the layout's and the login screen's. */
export function LanguageSwitch() {
  const { say, lang, setLang } = useConsole();
  return (
    <button
      type="button"
      lang={lang === 'ar' ? 'en' : 'ar'}
      aria-label={say('switchLanguageLabel')}
      onClick={() => setLang(lang === 'ar' ? 'en' : 'ar')}
    >
      {say('switchLanguage')}
    </button>
  );
}
