// ORDER_FAULT (config.ts) as the orders feature's fault hook: the crash tests make a process
// fail or die at a named point of a placement, as a crash or kill -9 there would.
import type { Config } from '../../config.ts';
import type { FaultPoint, OrdersContext } from './context.ts';

export function faultHook(setting: Config['ORDER_FAULT']): OrdersContext['fault'] {
  if (!setting) return undefined;
  // One point so far (FaultPoint): the setting names it, then what happens there.
  const action = setting.slice(setting.indexOf(':') + 1);
  return (at: FaultPoint) => {
    if (action === 'kill') process.kill(process.pid, 'SIGKILL');
    return Promise.reject(new Error(`fault injected ${at} (ORDER_FAULT)`));
  };
}
