// A tiny toast queue (no library): success, error and info toasts, auto-closing after
// TIMING.toastAutoClose. The <Toasts/> component in app/layout subscribes to it. A toast may name
// its topic (the action it reports): a later outcome of that action replaces it, so a stale error
// never sits beside the success that followed it.
import { TIMING } from '@bazaar/contract/constants';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  topic?: string;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(toasts);
}

const timers = new Map<number, ReturnType<typeof setTimeout>>();

function closeLater(id: number): void {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TIMING.toastAutoClose),
  );
}

/**
 * Shows a toast; the same toast already on screen is not stacked again, only kept up longer. With
 * a topic, it takes the place of that topic's earlier toast.
 */
export function showToast(kind: ToastKind, text: string, topic?: string): void {
  if (!text) return;
  const shown = toasts.find((toast) => toast.kind === kind && toast.text === text);
  if (shown && shown.topic === topic) {
    closeLater(shown.id);
    return;
  }
  if (topic !== undefined) clearToastTopic(topic);
  const toast =
    topic === undefined ? { id: nextId++, kind, text } : { id: nextId++, kind, text, topic };
  toasts = [...toasts, toast];
  emit();
  closeLater(toast.id);
}

/** Takes away the toasts of a topic: what they reported is no longer so. */
export function clearToastTopic(topic: string): void {
  for (const toast of toasts) if (toast.topic === topic) dismissToast(toast.id);
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
