// Accepting an invitation: the e-mail, the mailed code and a new password.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorNote } from '../console-parts.tsx';
import { useConsole } from '../console-session.tsx';

export default function InviteScreen() {
  const { say, call } = useConsole();
  const [form, setForm] = useState({ email: '', code: '', password: '' });
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await call('acceptInvite', form);
    setError(answer.ok ? '' : answer.message);
    setDone(answer.ok);
  }
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  });
  return (
    <main className="console__login" id="console-main">
      <h1 className="console__title">{say('inviteTitle')}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label>
          {say('email')}
          <input type="email" autoComplete="username" required {...field('email')} />
        </label>
        <label>
          {say('inviteCode')}
          <input autoComplete="one-time-code" required {...field('code')} />
        </label>
        <label>
          {say('newPassword')}
          <input
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            {...field('password')}
          />
        </label>
        <ErrorNote message={error} />
        <p role="status">{done ? say('inviteDone') : ''}</p>
        <button type="submit">{say('inviteButton')}</button>
      </form>
      <p>
        <Link to="/login">{say('loginButton')}</Link>
      </p>
    </main>
  );
}
