// Reads one console endpoint for a screen: loading, the data or the server's message, and a
// reload after a change. A newer request replaces an older one still on its way.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleEndpointKey } from '@bazaar/contract/console/endpoints';
import { useConsole } from './console-session.tsx';

export interface Query<T> {
  data: T | undefined;
  error: string;
  loading: boolean;
  reload: () => void;
}

export function useConsoleQuery<T>(
  key: ConsoleEndpointKey,
  params: Record<string, unknown>,
): Query<T> {
  const { call } = useConsole();
  const [state, setState] = useState<{ data?: T; error: string; loading: boolean }>({
    error: '',
    loading: true,
  });
  const [round, setRound] = useState(0);
  const latest = useRef(0);
  const paramsText = JSON.stringify(params);
  useEffect(() => {
    const ticket = ++latest.current;
    setState((old) => ({ ...old, loading: true }));
    void call<T>(key, JSON.parse(paramsText) as Record<string, unknown>).then((answer) => {
      if (ticket !== latest.current) return;
      setState(
        answer.ok
          ? { data: answer.data, error: '', loading: false }
          : { error: answer.message, loading: false },
      );
    });
  }, [call, key, paramsText, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, data: state.data, reload };
}
