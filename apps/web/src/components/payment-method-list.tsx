// The shop's payment method logos as a list (footer, product page), from get-payment-methods.
import type { RowOf } from '@bazaar/contract/api-schemas';
import { mediaUrl } from '../lib/media.ts';

export function PaymentMethodList({
  methods,
  className,
}: {
  methods: readonly RowOf<'getPaymentMethods'>[];
  className?: string;
}) {
  return (
    <ul className={className}>
      {methods.map((method) => (
        <li key={method.PaymentMethodId}>
          <img
            src={mediaUrl(method.ImageUrl)}
            alt={method.PaymentMethodName}
            width={56}
            height={36}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}
