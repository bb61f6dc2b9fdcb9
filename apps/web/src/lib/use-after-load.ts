// True once the page has loaded and the browser is idle: for parts nobody sees in the first
// screen (footer, facility strip, floating buttons), whose code and styles would otherwise
// compete with the page's main content for the network and the main thread.
import { useEffect, useState } from 'react';

// Safari has no requestIdleCallback: a short timeout is the closest stand-in there.
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    const onLoad = () => {
      cancelIdle = whenIdle(() => setReady(true));
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancelIdle();
    };
  }, []);
  return ready;
}
