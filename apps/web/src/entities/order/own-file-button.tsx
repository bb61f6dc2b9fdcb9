// A button that saves a file the shopper owns (a bought digital file, an order's invoice): busy
// while it fetches, the refusal said in a toast. Shared by DownloadButton and InvoiceLink.
import { useState } from 'react';
import { Icon, type IconProps } from '../../components/icons.tsx';
import { showToast } from '../../lib/toast.ts';
import type { SaveOutcome } from './save-download.ts';
import './download-button.css';

const DownloadIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
  </Icon>
);

export interface OwnFileButtonProps {
  label: string;
  busyLabel: string;
  /** The accessible name: the visible label and what it saves. */
  name: string;
  save: () => Promise<SaveOutcome>;
}

export function OwnFileButton({ label, busyLabel, name, save }: OwnFileButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await save();
      // A 401 is the session guard's to say (it sends the shopper to log in).
      if (!outcome.ok && outcome.status !== 401) showToast('error', outcome.errorMessage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn--ghost orders-download"
      onClick={() => void download()}
      disabled={busy}
      aria-label={name}
    >
      <DownloadIcon size={18} />
      {busy ? busyLabel : label}
    </button>
  );
}
