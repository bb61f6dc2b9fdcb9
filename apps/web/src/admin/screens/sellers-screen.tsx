// Seller requests: pending, approved or rejected; a pending one approved, or rejected with the
// reason the requester is mailed (in the language they asked in).
import { useState } from 'react';
import { DoneNote, ErrorNote, Pager, ScreenTitle, type Page } from '../console-parts.tsx';
import { useConsole } from '../console-session.tsx';
import { ConsoleTable } from '../console-table.tsx';
import { dateTime } from '../console-text.ts';
import { useConsoleQuery } from '../use-console-query.ts';

interface RequestRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  createdAt: string;
  reason: string | null;
}

const STATUSES = [
  ['pending', 'statusPending'],
  ['approved', 'statusApproved'],
  ['rejected', 'statusRejected'],
] as const;

export default function SellersScreen() {
  const { say, lang, call } = useConsole();
  const [status, setStatus] = useState<(typeof STATUSES)[number][0]>('pending');
  const [after, setAfter] = useState<number | undefined>();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [outcome, setOutcome] = useState({ error: '', done: false });
  const { data, error, reload } = useConsoleQuery<Page<RequestRow>>('listSellerRequests', {
    status,
    ...(after === undefined ? {} : { after }),
  });
  async function decide(row: RequestRow, decision: 'approved' | 'rejected') {
    const answer = await call('decideSellerRequest', {
      requestId: row.id,
      decision,
      reason: reasons[row.id] ?? '',
    });
    setOutcome({ error: answer.ok ? '' : answer.message, done: answer.ok });
    if (answer.ok) reload();
  }
  return (
    <>
      <ScreenTitle>{say('sellersTitle')}</ScreenTitle>
      <fieldset className="console__tabs">
        <legend className="console__visually-hidden">{say('colStatus')}</legend>
        {STATUSES.map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="status"
              checked={status === value}
              onChange={() => {
                setAfter(undefined);
                setStatus(value);
              }}
            />
            {say(label)}
          </label>
        ))}
      </fieldset>
      <ErrorNote message={error || outcome.error} />
      <DoneNote shown={outcome.done} />
      <ConsoleTable
        columns={['colName', 'email', 'colPhone', 'colRequested', 'colDecision']}
        caption="sellersTitle"
      >
        {data?.rows.map((row) => {
          const name = `${row.firstName} ${row.lastName}`;
          return (
            <tr key={row.id}>
              <td>{name}</td>
              <td>{row.email}</td>
              <td>{row.mobile}</td>
              <td>{dateTime(lang, row.createdAt)}</td>
              <td>
                {status === 'pending' ? (
                  <div className="console__decide">
                    <button type="button" onClick={() => void decide(row, 'approved')}>
                      {say('approve')} <span className="console__visually-hidden">{name}</span>
                    </button>
                    <label>
                      {say('rejectReason', { name })}
                      <textarea
                        rows={2}
                        value={reasons[row.id] ?? ''}
                        onChange={(event) =>
                          setReasons({ ...reasons, [row.id]: event.target.value })
                        }
                      />
                    </label>
                    <button type="button" onClick={() => void decide(row, 'rejected')}>
                      {say('reject')} <span className="console__visually-hidden">{name}</span>
                    </button>
                  </div>
                ) : (
                  (row.reason ?? '')
                )}
              </td>
            </tr>
          );
        })}
      </ConsoleTable>
      {data?.rows.length === 0 && <p>{say('noRows')}</p>}
      <Pager next={data?.next} after={after} onPage={setAfter} />
    </>
  );
}
