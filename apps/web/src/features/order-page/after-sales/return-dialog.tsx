// "Return <item>": the reason (required, from the shop's policy), an optional note, and the
// server's answer when it refuses (the window closed meanwhile…), said in the dialog itself.
import { useState, type FormEvent } from 'react';
import {
  RETURN_POLICY,
  RETURN_REASONS,
  isReturnReason,
  type ReturnReason,
} from '@bazaar/contract/orders/return-policy';
import { say } from '@bazaar/i18n/message-catalogue';
import { fill } from '@bazaar/i18n/text';
import { FieldFrame } from '../../../components/form-field.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { useLabels } from '../../../i18n/use-labels.ts';
import { PHOTO_TYPES, photoProblem, toBase64 } from '../../../lib/photo-files.ts';

const REASON_LABEL = {
  defective: 'lbl_as_reason_defective',
  'wrong-size': 'lbl_as_reason_wrong_size',
  'wrong-item': 'lbl_as_reason_wrong_item',
  'not-as-described': 'lbl_as_reason_not_as_described',
  'changed-mind': 'lbl_as_reason_changed_mind',
} as const satisfies Record<ReturnReason, string>;

export function ReturnDialog({
  itemName,
  pending,
  error,
  onClose,
  onSubmit,
}: {
  /** The item asked back; the dialog is open while it is set. */
  itemName: string | null;
  pending: boolean;
  error: string;
  onClose: () => void;
  onSubmit: (reason: ReturnReason, note: string, photo: string | undefined) => void;
}) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const problem = photo ? photoProblem([photo]) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isReturnReason(reason)) {
      setMissing(true);
      return;
    }
    if (problem) return;
    onSubmit(reason, note.trim(), photo ? await toBase64(photo) : undefined);
  };
  return (
    <ModalDialog
      open={itemName !== null}
      onClose={onClose}
      title={fill(lang, t('lbl_as_return_title'), { name: itemName ?? '' })}
    >
      <form className="after-sales__form" onSubmit={(event) => void submit(event)} noValidate>
        <FieldFrame
          label={t('lbl_as_reason')}
          required
          error={missing ? t('lbl_as_reason_required') : undefined}
        >
          {(control) => (
            <select
              {...control}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
            >
              <option value="">{t('lbl_as_reason_choose')}</option>
              {RETURN_REASONS.map((id) => (
                <option key={id} value={id}>
                  {t(REASON_LABEL[id])}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label={t('lbl_as_note')}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={RETURN_POLICY.noteMaxLength}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </FieldFrame>
        <FieldFrame label={t('lbl_as_photo')} error={problem ? say(lang, problem) : undefined}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
            />
          )}
        </FieldFrame>
        {error && (
          <p className="after-sales__error" role="alert">
            {error}
          </p>
        )}
        <div className="after-sales__dialog-actions">
          <button type="submit" className="btn" disabled={pending}>
            {t('lbl_as_send_return')}
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('lbl_as_go_back')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
