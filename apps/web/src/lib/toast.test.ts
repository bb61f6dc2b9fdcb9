import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@bazaar/contract/constants';
import {
  clearToastTopic,
  currentToasts,
  dismissToast,
  showToast,
  subscribeToasts,
  type Toast,
} from './toast.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

const texts = () => currentToasts().map((toast) => `${toast.kind}:${toast.text}`);

describe('the toast queue', () => {
  it('keeps toasts in the order they came, each with its own id', () => {
    showToast('error', 'Name is required');
    showToast('success', 'Message sent successfully!');
    showToast('info', 'No item exists in your cart');
    expect(texts()).toEqual([
      'error:Name is required',
      'success:Message sent successfully!',
      'info:No item exists in your cart',
    ]);
    expect(new Set(currentToasts().map((toast) => toast.id)).size).toBe(3);
  });

  it('does not stack an identical toast: the one showing stays up for the full time again', () => {
    showToast('error', 'Name is required');
    vi.advanceTimersByTime(TIMING.toastAutoClose - 500);
    showToast('error', 'Name is required');
    showToast('info', 'Name is required');
    expect(texts()).toEqual(['error:Name is required', 'info:Name is required']);
    vi.advanceTimersByTime(1000);
    expect(texts()).toEqual(['error:Name is required', 'info:Name is required']);
    vi.advanceTimersByTime(TIMING.toastAutoClose);
    expect(currentToasts()).toEqual([]);
  });

  it('lets a later outcome of the same topic replace the earlier one, and no other', () => {
    showToast('error', 'Wrong password', 'login');
    showToast('info', 'No item exists in your cart');
    showToast('error', 'Account locked for a minute', 'login');
    expect(texts()).toEqual([
      'info:No item exists in your cart',
      'error:Account locked for a minute',
    ]);
    showToast('success', 'You are logged in', 'login');
    expect(texts()).toEqual(['info:No item exists in your cart', 'success:You are logged in']);
    clearToastTopic('login');
    expect(texts()).toEqual(['info:No item exists in your cart']);
  });

  it('ignores an empty text (an aborted call has no message)', () => {
    showToast('error', '');
    expect(currentToasts()).toEqual([]);
  });

  it('closes each toast by itself after the auto-close time, counted from its own start', () => {
    showToast('info', 'first');
    vi.advanceTimersByTime(2000);
    showToast('info', 'second');
    vi.advanceTimersByTime(TIMING.toastAutoClose - 2000);
    expect(texts()).toEqual(['info:second']);
    vi.advanceTimersByTime(2000);
    expect(currentToasts()).toEqual([]);
  });

  it('closes one toast on demand, leaving the others', () => {
    showToast('info', 'first');
    showToast('info', 'second');
    const [first] = currentToasts();
    dismissToast(first?.id ?? 0);
    expect(texts()).toEqual(['info:second']);
    // Its own timer later finds nothing to close.
    vi.advanceTimersByTime(TIMING.toastAutoClose);
    expect(currentToasts()).toEqual([]);
  });

  it('tells subscribers the current list at once and on every change, until they leave', () => {
    const seen: (readonly Toast[])[] = [];
    const leave = subscribeToasts((toasts) => seen.push(toasts));
    showToast('success', 'Saved');
    leave();
    showToast('success', 'Not seen');
    expect(seen.map((toasts) => toasts.length)).toEqual([0, 1]);
  });
});
