// One order: figures, items as frozen at order time (price and options), the payment record,
// refunds and the stage history; the moves its stage allows (a shipment names the courier and
// number), and the shop's cancel with its refund.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatPaise } from '@bazaar/contract/money/money-text';
import { isParcelStage, isStage } from '@bazaar/contract/orders/fulfilment';
import { DoneNote, ErrorNote, ScreenTitle } from '../console-parts.tsx';
import { useConsole } from '../console-session.tsx';
import { dateTime, stageName } from '../console-text.ts';
import { useConsoleQuery } from '../use-console-query.ts';
import { OrderTables, type OrderDetail } from './order-tables.tsx';

export default function OrderScreen() {
  const { say, lang, call } = useConsole();
  const orderId = Number(useParams().id);
  const { data, error, reload } = useConsoleQuery<OrderDetail>('showOrder', { orderId });
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [outcome, setOutcome] = useState({ error: '', done: false });
  async function act(answer: Promise<{ ok: boolean; message?: string }>) {
    const result = await answer;
    setOutcome({ error: result.ok ? '' : (result.message ?? ''), done: result.ok });
    if (result.ok) reload();
  }
  const moves = (data?.nextStages ?? []).filter((stage) => isStage(stage) && isParcelStage(stage));
  return (
    <>
      <p>
        <Link to="/orders">{say('back')}</Link>
      </p>
      <ErrorNote message={error} />
      {data && (
        <>
          <ScreenTitle>{say('orderTitle', { number: data.orderNumber })}</ScreenTitle>
          <p>
            {stageName(lang, data.stage)} · {dateTime(lang, data.createdAt)} · {data.email} ·{' '}
            {data.paymentMethod}
          </p>
          <p dir="auto">
            {say('orderTotals', {
              subtotal: formatPaise(data.subtotalPaise),
              shipping: formatPaise(data.shippingPaise),
              discount: formatPaise(data.discountPaise),
              paid: formatPaise(data.paidPaise),
            })}
          </p>
          <section aria-labelledby="order-move">
            <h2 id="order-move">{say('orderMove')}</h2>
            {moves.length === 0 && <p>{say('noMoves')}</p>}
            {moves.includes('shipped') && (
              <div className="console__filters">
                <label>
                  {say('carrier')}
                  <input value={carrier} onChange={(event) => setCarrier(event.target.value)} />
                </label>
                <label>
                  {say('trackingNumber')}
                  <input
                    value={trackingNumber}
                    onChange={(event) => setTrackingNumber(event.target.value)}
                  />
                </label>
              </div>
            )}
            <div className="console__actions">
              {moves.map((to) => (
                <button
                  key={to}
                  type="button"
                  onClick={() =>
                    void act(call('moveOrder', { orderId, to, carrier, trackingNumber }))
                  }
                >
                  {say('moveTo', { stage: stageName(lang, to) })}
                </button>
              ))}
              {data.nextStages.includes('cancelled') && (
                <button type="button" onClick={() => void act(call('cancelOrder', { orderId }))}>
                  {say('cancelOrder')}
                </button>
              )}
            </div>
            <ErrorNote message={outcome.error} />
            <DoneNote shown={outcome.done} />
          </section>
          <OrderTables order={data} />
        </>
      )}
    </>
  );
}
