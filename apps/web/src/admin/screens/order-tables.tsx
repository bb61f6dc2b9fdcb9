// The order's tables: items (frozen price and options), payment record, refunds, history.
import { formatPaise } from '@bazaar/contract/money/money-text';
import { useConsole } from '../console-session.tsx';
import { ConsoleTable } from '../console-table.tsx';
import { dateTime, stageName } from '../console-text.ts';

interface ChosenOption {
  AttributeName?: string;
  DisplayValue?: string;
}

export interface OrderDetail {
  orderNumber: string;
  stage: string;
  nextStages: string[];
  createdAt: string;
  email: string;
  paymentMethod: string;
  subtotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
  paidPaise: number;
  items: {
    id: number;
    name: string;
    nameAr: string | null;
    unitPricePaise: number;
    quantity: number;
    totalPaise: number;
    stage: string;
    options: ChosenOption[] | null;
  }[];
  payments: {
    provider: string;
    reference: string;
    amountPaise: number;
    status: string;
    createdAt: string;
  }[];
  refunds: { cause: string; amountPaise: number; state: string; createdAt: string }[];
  history: {
    at: string;
    stage: string | null;
    actor: string | null;
    carrier: string | null;
    trackingNumber: string | null;
  }[];
}

const optionsText = (options: ChosenOption[] | null) =>
  (options ?? [])
    .map((option) => `${option.AttributeName ?? ''}: ${option.DisplayValue ?? ''}`)
    .join(', ');

export function OrderTables({ order }: { order: OrderDetail }) {
  const { say, lang } = useConsole();
  return (
    <>
      <h2 id="order-items">{say('orderItems')}</h2>
      <ConsoleTable
        columns={[
          'colProduct',
          'colOptions',
          'colUnitPrice',
          'colQuantity',
          'colTotal',
          'colStage',
        ]}
        labelledBy="order-items"
      >
        {order.items.map((item) => (
          <tr key={item.id}>
            <td>{lang === 'ar' && item.nameAr ? item.nameAr : item.name}</td>
            <td>{optionsText(item.options)}</td>
            <td>{formatPaise(item.unitPricePaise)}</td>
            <td>{item.quantity}</td>
            <td>{formatPaise(item.totalPaise)}</td>
            <td>{stageName(lang, item.stage)}</td>
          </tr>
        ))}
      </ConsoleTable>
      <h2 id="order-payments">{say('orderPayments')}</h2>
      <ConsoleTable
        columns={['colProvider', 'colReference', 'colAmount', 'colStatus', 'colWhen']}
        labelledBy="order-payments"
      >
        {[
          ...order.payments,
          ...order.refunds.map((refund) => ({
            provider: refund.cause,
            reference: say('orderRefunds'),
            amountPaise: -refund.amountPaise,
            status: refund.state,
            createdAt: refund.createdAt,
          })),
        ].map((row, index) => (
          <tr key={index}>
            <td>{row.provider}</td>
            <td>{row.reference}</td>
            <td>{formatPaise(row.amountPaise)}</td>
            <td>{row.status}</td>
            <td>{dateTime(lang, row.createdAt)}</td>
          </tr>
        ))}
      </ConsoleTable>
      <h2 id="order-history">{say('orderHistory')}</h2>
      <ConsoleTable
        columns={['colWhen', 'colStage', 'colBy', 'carrier']}
        labelledBy="order-history"
      >
        {order.history.map((entry, index) => (
          <tr key={index}>
            <td>{dateTime(lang, entry.at)}</td>
            <td>{stageName(lang, entry.stage ?? '')}</td>
            <td>{entry.actor ?? ''}</td>
            <td>{[entry.carrier, entry.trackingNumber].filter(Boolean).join(' ')}</td>
          </tr>
        ))}
      </ConsoleTable>
    </>
  );
}
