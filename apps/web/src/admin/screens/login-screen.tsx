// Logging in to the console: e-mail and password; the server's message when refused.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorNote } from '../console-parts.tsx';
import { useConsole, type Staff } from '../console-session.tsx';
import { LanguageSwitch } from '../console-table.tsx';

export default function LoginScreen() {
  const { say, call, signIn, ended } = useConsole();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await call<{ token: string; staff: Staff }>('login', { email, password });
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    signIn(answer.data.token, answer.data.staff);
  }
  return (
    <main className="console__login" id="console-main">
      <h1 className="console__title">{say('loginTitle')}</h1>
      {ended && <p role="status">{say('sessionEnded')}</p>}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label>
          {say('email')}
          <input
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label>
          {say('password')}
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <ErrorNote message={error} />
        <button type="submit" disabled={busy}>
          {say('loginButton')}
        </button>
      </form>
      <p>
        <Link to="/invite">{say('haveInvite')}</Link>
      </p>
      <LanguageSwitch />
    </main>
  );
}
