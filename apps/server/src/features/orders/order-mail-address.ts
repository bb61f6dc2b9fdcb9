// The delivery address the order keeps (frozen, issue #19 item 4), added to the order's block
// of the confirmation e-mail; an all-digital order has none and the block stays as it was.
import { deliveryAddressLines } from '@bazaar/contract/schemas/delivery-address';
import { emailText, escapeHtml } from '../../gateways/mail/templates/layout.ts';
import type { OrderConfirmation } from './order-mail-types.ts';

export function withDeliveryAddress(
  block: { html: string; text: string },
  order: OrderConfirmation,
): { html: string; text: string } {
  const address = order.deliveryAddress;
  if (!address) return block;
  const label = emailText(order.lang, 'orderDeliveryAddressLabel');
  const lines = deliveryAddressLines(address, order.lang);
  const html = `<p style="margin:16px 0;font-size:14px;line-height:1.6;color:#1f2933"><strong>${escapeHtml(label)}:</strong><br>${lines.map(escapeHtml).join('<br>')}</p>`;
  return {
    html: `${block.html}${html}\n`,
    text: `${block.text}\n\n${label}:\n${lines.join('\n')}`,
  };
}
