// Staff (owners only): the members, an invitation (mailed with a one-time code), a removal.
import { useState, type FormEvent } from 'react';
import { STAFF_ROLES } from '@bazaar/contract/console/roles';
import { DoneNote, ErrorNote, ScreenTitle } from '../console-parts.tsx';
import { useConsole } from '../console-session.tsx';
import { ConsoleTable } from '../console-table.tsx';
import { dateTime, roleName } from '../console-text.ts';
import { useConsoleQuery } from '../use-console-query.ts';

interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: string;
  createdAt: string;
  active: boolean;
}

const NEW_MEMBER = { email: '', name: '', role: 'orders', staffLanguage: 'en' };

export default function StaffScreen() {
  const { say, lang, call, staff } = useConsole();
  const { data, error, reload } = useConsoleQuery<StaffRow[]>('listStaff', {});
  const [form, setForm] = useState(NEW_MEMBER);
  const [outcome, setOutcome] = useState({ error: '', done: false });
  async function act(answer: Promise<{ ok: boolean; message?: string }>) {
    const result = await answer;
    setOutcome({ error: result.ok ? '' : (result.message ?? ''), done: result.ok });
    if (result.ok) reload();
    return result.ok;
  }
  async function invite(event: FormEvent) {
    event.preventDefault();
    if (await act(call('inviteStaff', form))) setForm(NEW_MEMBER);
  }
  const set = (name: keyof typeof NEW_MEMBER) => (event: { target: { value: string } }) =>
    setForm({ ...form, [name]: event.target.value });
  return (
    <>
      <ScreenTitle>{say('staffTitle')}</ScreenTitle>
      <ErrorNote message={error || outcome.error} />
      <DoneNote shown={outcome.done} />
      <ConsoleTable
        columns={['staffName', 'email', 'colRole', 'colActive', 'colJoined', 'remove']}
        caption="staffTitle"
      >
        {data?.map((row) => (
          <tr key={row.id}>
            <td>{row.name}</td>
            <td>{row.email}</td>
            <td>{roleName(lang, row.role)}</td>
            <td>{row.active ? say('yes') : say('no')}</td>
            <td>{dateTime(lang, row.createdAt)}</td>
            <td>
              {row.id !== staff?.id && (
                <button
                  type="button"
                  onClick={() => void act(call('removeStaff', { staffId: row.id }))}
                >
                  {say('remove')} <span className="console__visually-hidden">{row.email}</span>
                </button>
              )}
            </td>
          </tr>
        ))}
      </ConsoleTable>
      <h2 id="invite-staff">{say('inviteStaff')}</h2>
      <form
        className="console__filters"
        aria-labelledby="invite-staff"
        onSubmit={(event) => void invite(event)}
      >
        <label>
          {say('email')}
          <input type="email" required value={form.email} onChange={set('email')} />
        </label>
        <label>
          {say('staffName')}
          <input required value={form.name} onChange={set('name')} />
        </label>
        <label>
          {say('colRole')}
          <select value={form.role} onChange={set('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleName(lang, role)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {say('staffLanguage')}
          <select value={form.staffLanguage} onChange={set('staffLanguage')}>
            <option value="en">{say('languageEnglish')}</option>
            <option value="ar">{say('languageArabic')}</option>
          </select>
        </label>
        <button type="submit">{say('sendInvite')}</button>
      </form>
    </>
  );
}
