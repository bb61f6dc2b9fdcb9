// Orders: filters (stage, days, one search box for number, e-mail or phone, sort) read by the
// server, a table of one keyset page, and a link to each order.
import { Link } from 'react-router';
import { STAGES } from '@bazaar/contract/orders/fulfilment';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { ErrorNote, Pager, ScreenTitle, type Page } from '../console-parts.tsx';
import { useConsole } from '../console-session.tsx';
import { ConsoleTable } from '../console-table.tsx';
import { dateTime, stageName } from '../console-text.ts';
import { useConsoleQuery } from '../use-console-query.ts';
import { useListFilter } from '../use-list-filter.ts';
import { DayFields } from './day-fields.tsx';

interface OrderRow {
  id: number;
  orderNumber: string;
  stage: string;
  createdAt: string;
  email: string;
  paymentMethod: { en: string; ar: string };
  items: number;
  paidPaise: number;
}

const COLUMNS = [
  'colOrder',
  'colPlaced',
  'colCustomer',
  'colStage',
  'colPayment',
  'colItems',
  'colPaid',
] as const;

export default function OrdersScreen() {
  const { say, lang } = useConsole();
  const list = useListFilter({ stage: '', from: '', to: '', search: '', sort: 'newest' });
  const { data, error } = useConsoleQuery<Page<OrderRow>>('listOrders', list.params());
  return (
    <>
      <ScreenTitle>{say('ordersTitle')}</ScreenTitle>
      <form className="console__filters" onSubmit={list.apply}>
        <label>
          {say('filterStage')}
          <select {...list.field('stage')}>
            <option value="">{say('anyStage')}</option>
            {STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {stageName(lang, stage)}
              </option>
            ))}
          </select>
        </label>
        <DayFields from={list.field('from')} to={list.field('to')} />
        <label>
          {say('filterSearch')}
          <input type="search" {...list.field('search')} />
        </label>
        <label>
          {say('filterSort')}
          <select {...list.field('sort')}>
            <option value="newest">{say('sortNewest')}</option>
            <option value="oldest">{say('sortOldest')}</option>
          </select>
        </label>
        <button type="submit">{say('apply')}</button>
      </form>
      <ErrorNote message={error} />
      <ConsoleTable columns={COLUMNS} caption="ordersTitle">
        {data?.rows.map((row) => (
          <tr key={row.id}>
            <td>
              <Link to={`/orders/${row.id}`}>{row.orderNumber}</Link>
            </td>
            <td>{dateTime(lang, row.createdAt)}</td>
            <td>{row.email}</td>
            <td>{stageName(lang, row.stage)}</td>
            <td>{row.paymentMethod[lang] || row.paymentMethod.en}</td>
            <td>{row.items}</td>
            <td>{formatPaise(row.paidPaise)}</td>
          </tr>
        ))}
      </ConsoleTable>
      {data?.rows.length === 0 && <p>{say('noRows')}</p>}
      <Pager next={data?.next} after={list.after} onPage={list.setAfter} />
    </>
  );
}
