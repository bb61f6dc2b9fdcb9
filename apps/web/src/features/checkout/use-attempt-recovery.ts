// After an order's answer was lost, and before the same cart is paid for again (also on arriving
// at checkout after a reload or a visit to the cart), asks the server what became of the kept
// attempt (attempt-fate.ts). Placed: the cart is emptied and the order shown on its confirmation
// page. Still running: the shopper is told to wait. Refused: the attempt ends. No answer: the
// page says the order may already exist; paying again is safe, as it reuses the attempt's key.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cartEmptied } from '../../entities/cart/cart-slice.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useAppDispatch } from '../../store/hooks.ts';
import { paths } from '../../lib/paths.ts';
import { askAttemptFate } from './attempt-fate.ts';
import { readOpenAttempt } from './open-attempt.ts';

/** What the payment section says about a lost answer. */
export type AttemptNotice = 'none' | 'checking' | 'unconfirmed' | 'running';

export function useAttemptRecovery(fingerprint: string, endAttempt: (key: string) => void) {
  const lang = useLanguage();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [notice, setNotice] = useState<AttemptNotice>('none');
  const asked = useRef(new Set<string>());

  const showPlaced = useCallback(
    (key: string, orderNumber: string) => {
      endAttempt(key);
      dispatch(cartEmptied());
      void navigate(paths.orderConfirmation(lang, orderNumber), { replace: true });
    },
    [endAttempt, dispatch, navigate, lang],
  );

  /** After no answer: shows the order, or says why not; `onFailed` gets a refusal's message. */
  const afterLostAnswer = async (key: string, onFailed: (message: string) => void) => {
    setNotice('checking');
    const fate = await askAttemptFate(key);
    switch (fate.state) {
      case 'placed':
        showPlaced(key, fate.orderNumber);
        return;
      case 'failed':
        endAttempt(key);
        setNotice('none');
        onFailed(fate.message);
        return;
      case 'running':
        setNotice('running');
        return;
      case 'unknown':
      case 'unreachable':
        setNotice('unconfirmed');
        return;
    }
  };

  /** Before paying for this cart again: true when the shopper may go on and pay. */
  const mayPayAgain = async (): Promise<boolean> => {
    const kept = readOpenAttempt(fingerprint);
    if (!kept) return true;
    setNotice('checking');
    const fate = await askAttemptFate(kept.key);
    switch (fate.state) {
      case 'placed':
        showPlaced(kept.key, fate.orderNumber);
        return false;
      case 'running':
        setNotice('running');
        return false;
      case 'failed':
        endAttempt(kept.key);
        setNotice('none');
        return true;
      case 'unknown':
      case 'unreachable':
        // Paying again reuses the kept key: the server never charges it twice.
        setNotice('none');
        return true;
    }
  };

  // Arriving with a kept attempt for this cart (a reload, back from the cart): ask once.
  useEffect(() => {
    const kept = readOpenAttempt(fingerprint);
    const askedKeys = asked.current;
    if (!kept || askedKeys.has(kept.key)) return;
    askedKeys.add(kept.key);
    let live = true;
    void askAttemptFate(kept.key).then((fate) => {
      if (!live) return;
      if (fate.state === 'placed') showPlaced(kept.key, fate.orderNumber);
      else if (fate.state === 'running') setNotice('running');
      else if (fate.state === 'unreachable') setNotice('unconfirmed');
      else if (fate.state === 'failed') endAttempt(kept.key);
    });
    return () => {
      live = false;
      askedKeys.delete(kept.key);
    };
  }, [fingerprint, showPlaced, endAttempt]);

  return { notice, afterLostAnswer, mayPayAgain };
}
