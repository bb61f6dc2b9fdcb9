// The audit log (owners only): who changed what and when, each changed field before → after;
// filtered by what was changed (and its number) and by days, a keyset page at a time.
import type { ConsoleUiId } from '@bazaar/i18n/console-ui';
import { ErrorNote, Pager, ScreenTitle, type Page } from '../console-parts.tsx';
import { useConsole } from '../console-session.tsx';
import { ConsoleTable } from '../console-table.tsx';
import { dateTime } from '../console-text.ts';
import { useConsoleQuery } from '../use-console-query.ts';
import { useListFilter } from '../use-list-filter.ts';
import { DayFields } from './day-fields.tsx';

interface AuditRow {
  id: number;
  staffEmail: string;
  at: string;
  action: string;
  entity: string;
  entityId: string;
  changes: Record<string, [unknown, unknown]>;
}

const ENTITIES: readonly [string, ConsoleUiId][] = [
  ['order', 'entityOrder'],
  ['return', 'entityReturn'],
  ['seller-request', 'entitySellerRequest'],
  ['customer', 'entityCustomer'],
  ['product', 'entityProduct'],
  ['staff', 'entityStaff'],
];
const COLUMNS = ['colWhen', 'colWho', 'filterEntity', 'colAction', 'colChanges'] as const;
const shown = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);

export default function AuditScreen() {
  const { say, lang } = useConsole();
  const list = useListFilter({ entity: '', entityId: '', from: '', to: '' });
  const { data, error } = useConsoleQuery<Page<AuditRow>>('listAudit', list.params());
  const entityName = (entity: string) => {
    const label = ENTITIES.find(([value]) => value === entity)?.[1];
    return label ? say(label) : entity;
  };
  return (
    <>
      <ScreenTitle>{say('auditTitle')}</ScreenTitle>
      <form className="console__filters" onSubmit={list.apply}>
        <label>
          {say('filterEntity')}
          <select {...list.field('entity')}>
            <option value="">{say('anyEntity')}</option>
            {ENTITIES.map(([value, label]) => (
              <option key={value} value={value}>
                {say(label)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {say('filterEntityId')}
          <input inputMode="numeric" {...list.field('entityId')} />
        </label>
        <DayFields from={list.field('from')} to={list.field('to')} />
        <button type="submit">{say('apply')}</button>
      </form>
      <ErrorNote message={error} />
      <ConsoleTable columns={COLUMNS} caption="auditTitle">
        {data?.rows.map((row) => (
          <tr key={row.id}>
            <td>{dateTime(lang, row.at)}</td>
            <td>{row.staffEmail}</td>
            <td>{`${entityName(row.entity)} #${row.entityId}`}</td>
            <td dir="ltr">{row.action}</td>
            <td>
              <ul className="console__changes">
                {Object.entries(row.changes).map(([field, [before, after]]) => (
                  <li key={field} dir="ltr">{`${field}: ${shown(before)} → ${shown(after)}`}</li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </ConsoleTable>
      {data?.rows.length === 0 && <p>{say('noRows')}</p>}
      <Pager next={data?.next} after={list.after} onPage={list.setAfter} />
    </>
  );
}
