// The order's timeline, top to bottom: every step it went through with its date and time in the
// shopper's language (the courier, tracking number and a tracking link once shipped; the lines
// a step concerned), then — while the parcel is on its way — the steps still to come, greyed.
// Under the heading, the page may put controls (the after-sales actions).
import type { ReactNode } from 'react';
import { timelineSteps, type TimelineStep } from '@bazaar/contract/orders/timeline';
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';
import { listText } from '@bazaar/i18n/lists';
import { fill } from '@bazaar/i18n/text';
import { formatDateTime } from '../../entities/order/order-dates.ts';
import { stageText } from '../../entities/order/stage-text.ts';
import { useLanguage } from '../../i18n/language.ts';
import { useLabels } from '../../i18n/use-labels.ts';

export function OrderTimeline({
  order,
  children,
}: {
  order: CustomerOrderDetail;
  children?: ReactNode;
}) {
  const t = useLabels('OrdersHistory');
  const hasParcel = order.items.some((item) => !item.isDigital);
  const steps = timelineSteps(order.timeline, order.stage, hasParcel);
  const current = steps.findLastIndex((step) => step.state === 'done');
  return (
    <section className="order-card" aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('lbl_ordpage_timeline')}</h2>
      {children}
      <ol className="timeline" data-testid="timeline">
        {steps.map((step, index) => (
          <TimelineItem
            key={`${step.event}-${index}`}
            step={step}
            order={order}
            current={index === current}
          />
        ))}
      </ol>
    </section>
  );
}

function TimelineItem({
  step,
  order,
  current,
}: {
  step: TimelineStep;
  order: CustomerOrderDetail;
  current: boolean;
}) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  const done = step.state === 'done';
  return (
    <li
      className={`timeline__step timeline__step--${step.state}`}
      aria-current={current ? 'step' : undefined}
    >
      <span className="timeline__name">
        {stageText(lang, step.event)}
        <span className="visually-hidden">
          {' '}
          ({t(done ? 'lbl_ordpage_step_done' : 'lbl_ordpage_step_upcoming')})
        </span>
      </span>
      {done && <StepDetails step={step} order={order} />}
    </li>
  );
}

function StepDetails({
  step,
  order,
}: {
  step: Extract<TimelineStep, { state: 'done' }>;
  order: CustomerOrderDetail;
}) {
  const t = useLabels('OrdersHistory');
  const lang = useLanguage();
  const { entry } = step;
  const names = order.items
    .filter((item) => entry.orderItemIds.includes(item.orderItemId))
    .map((item) => item.productName);
  return (
    <>
      <time className="timeline__when" dateTime={entry.at}>
        {formatDateTime(lang, entry.at)}
      </time>
      {names.length > 0 && (
        <span>{fill(lang, t('lbl_ordpage_lines'), { names: listText(lang, names) })}</span>
      )}
      {entry.carrier && (
        <span>
          {fill(lang, t('lbl_ordpage_carrier'), { carrier: entry.carrier })}
          {' · '}
          {fill(lang, t('lbl_ordpage_tracking'), { number: '' })}
          <span dir="ltr" data-testid="tracking-number">
            {entry.trackingNumber}
          </span>
        </span>
      )}
      {entry.trackingUrl && (
        <a href={entry.trackingUrl} target="_blank" rel="noopener noreferrer">
          {t('lbl_ordpage_track')}
          <span className="visually-hidden"> {t('lbl_ordpage_new_tab')}</span>
        </a>
      )}
    </>
  );
}
