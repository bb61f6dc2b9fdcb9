// Customers: one search box (e-mail, phone or the start of a name), a keyset page, a link to
// each customer.
import { Link } from 'react-router';
import { ErrorNote, Pager, ScreenTitle, type Page } from '../console-parts.tsx';
import { useConsole } from '../console-session.tsx';
import { ConsoleTable } from '../console-table.tsx';
import { dateTime } from '../console-text.ts';
import { useConsoleQuery } from '../use-console-query.ts';
import { useListFilter } from '../use-list-filter.ts';

interface CustomerRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  createdAt: string;
}

export default function CustomersScreen() {
  const { say, lang } = useConsole();
  const list = useListFilter({ search: '' });
  const { data, error } = useConsoleQuery<Page<CustomerRow>>('listCustomers', list.params());
  return (
    <>
      <ScreenTitle>{say('customersTitle')}</ScreenTitle>
      <form className="console__filters" onSubmit={list.apply}>
        <label>
          {say('customerSearch')}
          <input type="search" {...list.field('search')} />
        </label>
        <button type="submit">{say('apply')}</button>
      </form>
      <ErrorNote message={error} />
      <ConsoleTable
        columns={['colName', 'email', 'colPhone', 'colJoined']}
        caption="customersTitle"
      >
        {data?.rows.map((row) => (
          <tr key={row.id}>
            <td>
              <Link to={`/customers/${row.id}`}>{`${row.firstName} ${row.lastName}`}</Link>
            </td>
            <td>{row.email}</td>
            <td>{row.mobile}</td>
            <td>{dateTime(lang, row.createdAt)}</td>
          </tr>
        ))}
      </ConsoleTable>
      {data?.rows.length === 0 && <p>{say('noRows')}</p>}
      <Pager next={data?.next} after={list.after} onPage={list.setAfter} />
    </>
  );
}
