// The order page's after-sales block (issue #20): Cancel order while nothing has shipped, and
// per item Cancel this item or Return this item, each with the reason it is absent when it is
// (shipped, final sale, digital, window closed) and the return's state once asked. Every action
// asks first (a dialog) and then shows what became of it in a live region.
import { useState } from 'react';
import { formatPaise } from '@bazaar/contract/money/money-text';
import type { ReturnReason } from '@bazaar/contract/orders/return-policy';
import type { AfterSalesLine } from '@bazaar/contract/schemas/after-sales';
import { fill } from '@bazaar/i18n/text';
import { useLanguage } from '../../../i18n/language.ts';
import { useLabels } from '../../../i18n/use-labels.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { LineStatus } from './line-status.tsx';
import { ReturnDialog } from './return-dialog.tsx';
import { useAfterSales } from './use-after-sales.ts';
import './after-sales.css';

/** A line of the order as the order page has it (its AfterSalesProps' lines fit). */
export interface AfterSalesItem {
  orderItemId: number;
  productName: string;
}

type Asking =
  { kind: 'cancel'; line: AfterSalesLine | null } | { kind: 'return'; line: AfterSalesLine } | null;

export function AfterSalesActions({
  orderNumber,
  lines: items,
  onChanged,
}: {
  orderNumber: string;
  lines: readonly AfterSalesItem[];
  /** Called after a cancel or a return request went through (the page reloads its order). */
  onChanged?: (() => void) | undefined;
}) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  const { state, cancel, requestReturn, pending } = useAfterSales(orderNumber);
  const [asking, setAsking] = useState<Asking>(null);
  const [said, setSaid] = useState('');
  const [returnError, setReturnError] = useState('');
  const view = state.data;
  if (!view) return null;
  const nameOf = (line: AfterSalesLine | null) =>
    items.find((item) => item.orderItemId === line?.orderItemId)?.productName ?? '';
  const close = () => {
    setAsking(null);
    setReturnError('');
  };

  const confirmCancel = async (line: AfterSalesLine | null) => {
    const result = await cancel(line?.orderItemId);
    setAsking(null);
    if (!result.ok) {
      setSaid(result.errorMessage);
      return;
    }
    onChanged?.();
    const amount = formatPaise(Math.round(result.data.refund * 100));
    const id =
      result.data.refundState === 'done'
        ? 'lbl_as_cancelled_refunded'
        : result.data.refundState === 'pending'
          ? 'lbl_as_cancelled_refund_pending'
          : 'lbl_as_cancelled';
    setSaid(fill(lang, t(id), { amount }));
  };
  const sendReturn = async (
    line: AfterSalesLine,
    reason: ReturnReason,
    note: string,
    photo: string | undefined,
  ) => {
    const result = await requestReturn(line.orderItemId, reason, note, photo);
    if (!result.ok) {
      setReturnError(result.errorMessage);
      return;
    }
    close();
    onChanged?.();
    setSaid(t('lbl_as_state_requested'));
  };

  const wholeCancel = view.canCancelOrder && view.lines.filter((line) => line.canCancel).length > 1;
  return (
    <section className="after-sales" aria-labelledby="after-sales-heading">
      <h3 id="after-sales-heading">{t('lbl_as_heading')}</h3>
      {view.cancelBlock === 'shipped' && <p className="after-sales__note">{t('lbl_as_shipped')}</p>}
      {wholeCancel && (
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setAsking({ kind: 'cancel', line: null })}
        >
          {t('lbl_as_cancel_order')}
        </button>
      )}
      <ul className="after-sales__lines">
        {view.lines.map((line) => (
          <li key={line.orderItemId} className="after-sales__line">
            <bdi className="after-sales__line-name">{nameOf(line)}</bdi>
            <LineStatus line={line} />
            {line.canCancel && (
              <LineButton
                text={t('lbl_as_cancel_item')}
                itemName={nameOf(line)}
                onClick={() => setAsking({ kind: 'cancel', line })}
              />
            )}
            {line.canReturn && (
              <LineButton
                text={t('lbl_as_return_item')}
                itemName={nameOf(line)}
                onClick={() => setAsking({ kind: 'return', line })}
              />
            )}
          </li>
        ))}
      </ul>
      <p className="after-sales__said" role="status">
        {said}
      </p>
      <CancelDialog
        open={asking?.kind === 'cancel'}
        whole={asking?.kind === 'cancel' && asking.line === null}
        itemName={asking?.kind === 'cancel' ? nameOf(asking.line) : undefined}
        pending={pending}
        onClose={close}
        onConfirm={() => void confirmCancel(asking?.line ?? null)}
      />
      <ReturnDialog
        key={asking?.kind === 'return' ? asking.line.orderItemId : 0}
        itemName={asking?.kind === 'return' ? nameOf(asking.line) : null}
        pending={pending}
        error={returnError}
        onClose={close}
        onSubmit={(reason, note, photo) => {
          if (asking?.kind === 'return') void sendReturn(asking.line, reason, note, photo);
        }}
      />
    </section>
  );
}

/** An item's own action; its accessible name says which item ("Cancel this item: Kurta"). */
function LineButton({
  text,
  itemName,
  onClick,
}: {
  text: string;
  itemName: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="btn btn--ghost"
      aria-label={`${text}: ${itemName}`}
      onClick={onClick}
    >
      {text}
    </button>
  );
}
