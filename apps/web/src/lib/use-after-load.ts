// True once the page has loaded and the browser is idle: for parts nobody sees in the first
// screen (footer, facility strip, floating buttons), whose code and styles would otherwise
// compete with the page's main content for the network and the main thread.
import { useEffect, useState } from 'react';

export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    const whenIdle = () => {
      idle = window.requestIdleCallback(() => setReady(true), { timeout: 1000 });
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      window.cancelIdleCallback(idle);
    };
  }, []);
  return ready;
}
