import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@bazaar/contract/constants';
import { LABELS } from '@bazaar/contract/labels';
import { renderApp } from '../../test/render-app.tsx';
import { currentToasts, dismissToast, showToast } from '../../lib/toast.ts';
import Toasts from './toasts.tsx';

afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('<Toasts/>', () => {
  it('announces errors as alerts and the other kinds as status messages', () => {
    renderApp(<Toasts />);
    act(() => {
      showToast('error', 'Email is required');
      showToast('success', 'Message sent successfully!');
    });
    expect(screen.getByRole('alert').textContent).toContain('Email is required');
    expect(screen.getByRole('status').textContent).toContain('Message sent successfully!');
    expect(screen.getByRole('region', { name: LABELS.Common.lbl_cmn_notifications })).toBeTruthy();
  });

  it('closes a toast with its button, and the rest after the auto-close time', () => {
    vi.useFakeTimers();
    renderApp(<Toasts />);
    act(() => {
      showToast('info', 'No item exists in your cart');
      showToast('info', 'Added to the cart!');
    });
    const [first] = screen.getAllByRole('button', { name: LABELS.Common.lbl_cmn_close });
    if (first) fireEvent.click(first);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByText('No item exists in your cart')).toBeNull();

    act(() => void vi.advanceTimersByTime(TIMING.toastAutoClose));
    expect(screen.queryAllByRole('status')).toHaveLength(0);
  });
});
