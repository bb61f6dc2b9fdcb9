// The marks of the ways a shopper can pay, drawn here (no captioned tiles, no image requests):
// the card networks our card payments take, the online wallet and cash on delivery, for the
// methods get-payment-methods answers. Each mark is one labelled image for screen readers.
import type { ReactNode } from 'react';
import { PAYMENT_METHOD } from '@bazaar/contract/constants';
import type { RowOf } from '@bazaar/contract/api-schemas';
import './payment-marks.css';

type Method = RowOf<'getPaymentMethods'>;

/** A mark's card; its wordmarks inherit one font family and a heavy weight from it. */
function Mark({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg
      className="payment-mark"
      viewBox="0 0 48 30"
      role="img"
      aria-label={name}
      fontFamily="Arial, sans-serif"
      fontWeight="800"
    >
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#d7dbe0" />
      {children}
    </svg>
  );
}

const visa = (
  <Mark name="Visa" key="visa">
    <text x="24" y="20" textAnchor="middle" fill="#1a1f71" fontSize="13" fontStyle="italic">
      VISA
    </text>
  </Mark>
);

const mastercard = (
  <Mark name="Mastercard" key="mastercard">
    <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
    <circle cx="28.5" cy="15" r="8" fill="#f79e1b" />
    <path d="M24 8.4a8 8 0 0 1 0 13.2a8 8 0 0 1 0-13.2z" fill="#ff5f00" />
  </Mark>
);

const rupay = (
  <Mark name="RuPay" key="rupay">
    <text x="6" y="19.5" fill="#1b3f8b" fontSize="11" fontStyle="italic">
      RuPay
    </text>
    <path d="M38 9l5 6-5 6z" fill="#f58220" />
    <path d="M35 9l5 6-5 6z" fill="#0f8a45" />
  </Mark>
);

function wallet(name: string) {
  return (
    <Mark name={name} key="wallet">
      <rect x="11" y="8" width="24" height="15" rx="3" fill="#0f4c5c" />
      <path
        d="M14 8l13-3.5 2 3.5"
        fill="none"
        stroke="#0f4c5c"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="28" y="12.5" width="9" height="6" rx="2" fill="#f3b562" />
      <circle cx="31.5" cy="15.5" r="1.3" fill="#0f4c5c" />
    </Mark>
  );
}

function cashOnDelivery(name: string) {
  return (
    <Mark name={name} key="cod">
      <rect x="8" y="8" width="32" height="15" rx="2" fill="#2f8f5b" />
      <circle cx="24" cy="15.5" r="4.5" fill="none" stroke="#fff" strokeWidth="1.4" />
      <text x="24" y="18.3" textAnchor="middle" fill="#fff" fontSize="7.5" fontWeight="700">
        ₹
      </text>
      <circle cx="12" cy="11.5" r="1.3" fill="#fff" opacity="0.8" />
      <circle cx="36" cy="19.5" r="1.3" fill="#fff" opacity="0.8" />
    </Mark>
  );
}

/** The marks for these methods: card → Visa, Mastercard, RuPay; wallet; cash on delivery. */
export function PaymentMarks({
  methods,
  className,
}: {
  methods: readonly Method[];
  className?: string;
}) {
  const marks = methods.flatMap((method) => {
    switch (method.PaymentMethodId) {
      case PAYMENT_METHOD.Card:
        return [visa, mastercard, rupay];
      case PAYMENT_METHOD.OnlineWallet:
        return [wallet(method.PaymentMethodName)];
      case PAYMENT_METHOD.CashOnDelivery:
        return [cashOnDelivery(method.PaymentMethodName)];
      default:
        return [];
    }
  });
  return (
    <ul className={['payment-marks inline-list', className].filter(Boolean).join(' ')}>
      {marks.map((mark) => (
        <li key={mark.key}>{mark}</li>
      ))}
    </ul>
  );
}
