// Who is signed in to the console, in which language, and the call helper every screen uses.
// The language is kept in localStorage and set on <html lang dir> so the whole console mirrors
// for Arabic (its CSS uses logical properties only).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { ConsoleEndpointKey } from '@bazaar/contract/console/endpoints';
import type { StaffRole } from '@bazaar/contract/console/roles';
import type { Lang } from '@bazaar/i18n/text';
import {
  consoleApi,
  onSessionEnded,
  storedToken,
  storeToken,
  type ConsoleAnswer,
} from './console-api.ts';
import { sayIn, type Say } from './console-text.ts';

export interface Staff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

interface ConsoleSession {
  lang: Lang;
  setLang: (lang: Lang) => void;
  say: Say;
  staff: Staff | null | undefined;
  /** Set when the server ended the session (idle timeout, removed): the login screen says so. */
  ended: boolean;
  signIn: (token: string, staff: Staff) => void;
  signOut: () => Promise<void>;
  call: <T>(key: ConsoleEndpointKey, params?: Record<string, unknown>) => Promise<ConsoleAnswer<T>>;
}

const LANG_KEY = 'bazaar.console.lang';
const Context = createContext<ConsoleSession | null>(null);

function initialLang(): Lang {
  return localStorage.getItem(LANG_KEY) === 'ar' ? 'ar' : 'en';
}

export function ConsoleSessionProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const [staff, setStaff] = useState<Staff | null | undefined>(storedToken() ? undefined : null);
  const [ended, setEnded] = useState(false);
  const say = useMemo(() => sayIn(lang), [lang]);
  const call = useCallback(
    <T,>(key: ConsoleEndpointKey, params: Record<string, unknown> = {}) =>
      consoleApi<T>(key, params, lang, say('networkError')),
    [lang, say],
  );
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
    document.title = say('consoleTitle');
  }, [lang, say]);
  useEffect(() => {
    onSessionEnded(() => {
      setStaff(null);
      setEnded(true);
    });
    if (staff !== undefined) return;
    void consoleApi<Staff>('me', {}, lang, '').then((answer) =>
      setStaff(answer.ok ? answer.data : null),
    );
  }, [staff, lang]);
  const value = useMemo<ConsoleSession>(
    () => ({
      lang,
      setLang: (next) => {
        localStorage.setItem(LANG_KEY, next);
        setLangState(next);
      },
      say,
      staff,
      ended,
      signIn: (token, member) => {
        storeToken(token);
        setEnded(false);
        setStaff(member);
      },
      signOut: async () => {
        await call('logout');
        storeToken(null);
        setStaff(null);
      },
      call,
    }),
    [lang, say, staff, ended, call],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useConsole(): ConsoleSession {
  const session = useContext(Context);
  if (!session) throw new Error('useConsole outside ConsoleSessionProvider');
  return session;
}
