// One customer: details, recent orders, sessions (never a token), and ending every session.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { DoneNote, ErrorNote, ScreenTitle } from '../console-parts.tsx';
import { useConsole } from '../console-session.tsx';
import { ConsoleTable } from '../console-table.tsx';
import { dateTime, stageName } from '../console-text.ts';
import { useConsoleQuery } from '../use-console-query.ts';

interface CustomerDetail {
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  orders: {
    id: number;
    orderNumber: string;
    stage: string;
    paidPaise: number;
    createdAt: string;
  }[];
  sessions: { id: number; startedAt: string; expiresAt: string; live: boolean }[];
}

export default function CustomerScreen() {
  const { say, lang, call } = useConsole();
  const userId = Number(useParams().id);
  const { data, error, reload } = useConsoleQuery<CustomerDetail>('showCustomer', { userId });
  const [outcome, setOutcome] = useState({ error: '', done: false });
  async function revoke() {
    const answer = await call('revokeCustomerSessions', { userId });
    setOutcome({ error: answer.ok ? '' : answer.message, done: answer.ok });
    if (answer.ok) reload();
  }
  return (
    <>
      <p>
        <Link to="/customers">{say('back')}</Link>
      </p>
      <ErrorNote message={error} />
      {data && (
        <>
          <ScreenTitle>{`${data.firstName} ${data.lastName}`}</ScreenTitle>
          <p>
            {data.email} {data.mobile && `· ${data.mobile}`}
          </p>
          <h2 id="customer-orders">{say('customerOrders')}</h2>
          <ConsoleTable
            columns={['colOrder', 'colPlaced', 'colStage', 'colPaid']}
            labelledBy="customer-orders"
          >
            {data.orders.map((order) => (
              <tr key={order.id}>
                <td>
                  <Link to={`/orders/${order.id}`}>{order.orderNumber}</Link>
                </td>
                <td>{dateTime(lang, order.createdAt)}</td>
                <td>{stageName(lang, order.stage)}</td>
                <td>{formatPaise(order.paidPaise)}</td>
              </tr>
            ))}
          </ConsoleTable>
          <h2 id="customer-sessions">{say('customerSessions')}</h2>
          <ConsoleTable columns={['colStarted', 'colLive']} labelledBy="customer-sessions">
            {data.sessions.map((session) => (
              <tr key={session.id}>
                <td>{dateTime(lang, session.startedAt)}</td>
                <td>{session.live ? say('yes') : say('no')}</td>
              </tr>
            ))}
          </ConsoleTable>
          <button type="button" onClick={() => void revoke()}>
            {say('revokeSessions')}
          </button>
          <ErrorNote message={outcome.error} />
          <DoneNote shown={outcome.done} />
        </>
      )}
    </>
  );
}
