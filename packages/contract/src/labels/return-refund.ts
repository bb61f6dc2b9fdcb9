// Return and refund policy: exactly the policy facts of spec §9, nothing more generous or stricter.
export const returnRefundLabels = {
  lbl_returns_title: 'Return and Refund Policy',
  lbl_returns_meta:
    'Return within 7 days, size exchanges within 15 days, refunds for defects or wrong sizes and credit notes valid for 90 days: how returns work at Bazaar.',
  lbl_returns_intro:
    'We want you to love what you buy. If something is not right, here is how returns, exchanges, refunds and cancellations work.',
  lbl_returns_toc: 'On this page',

  lbl_returns_glance_heading: 'Policy at a glance',
  lbl_returns_glance_return_term: 'Return window',
  lbl_returns_glance_return_value: '7 days from delivery',
  lbl_returns_glance_exchange_term: 'Exchange window',
  lbl_returns_glance_exchange_value: '15 days, once per order, size only',
  lbl_returns_glance_cancel_term: 'Cancellation',
  lbl_returns_glance_cancel_value: 'Within 24 hours of placing the order',
  lbl_returns_glance_pickup_term: 'Pickup from your address',
  lbl_returns_glance_pickup_value: '₹200',
  lbl_returns_glance_credit_term: 'Credit note validity',
  lbl_returns_glance_credit_value: '90 days',
  lbl_returns_glance_support_term: 'Support hours',
  lbl_returns_glance_support_value: 'Monday to Saturday, 10 AM to 7 PM',

  lbl_returns_return_heading: 'Returns',
  lbl_returns_return_p1:
    'You can return a product within 7 days of delivery. Please send it back unused, with its original tags and packaging.',
  lbl_returns_return_p2: 'Returns are accepted for domestic orders (delivered within India) only.',

  lbl_returns_refund_heading: 'Refunds and credit notes',
  lbl_returns_refund_p1:
    'We refund the amount paid only when the product has a manufacturing defect or you received the wrong size.',
  lbl_returns_refund_p2:
    'For any other return we issue a credit note, valid for 90 days, that you can use on your next purchase.',
  lbl_returns_refund_p3:
    'The credit note is issued within 48 hours after the returned parcel passes our quality check.',

  lbl_returns_exchange_heading: 'Exchanges',
  lbl_returns_exchange_p1:
    'You can exchange a product for another size within 15 days of delivery. Exchanges are for size only and can be made once per order.',

  lbl_returns_pickup_heading: 'Pickup',
  lbl_returns_pickup_p1:
    'We can collect the return from your address for a charge of ₹200. You may also send the parcel back to us yourself.',

  lbl_returns_cancel_heading: 'Cancelling an order',
  lbl_returns_cancel_p1: 'An order can be cancelled within 24 hours of placing it.',

  lbl_returns_excluded_heading: 'What cannot be returned',
  lbl_returns_excluded_sale: 'Products bought in a special sale are not returnable.',
  lbl_returns_excluded_colour:
    'A colour variation of 10-12% between the product and its photographs, caused by screens and lighting, is not a ground for return.',
  lbl_returns_excluded_international: 'Orders delivered outside India cannot be returned.',

  lbl_returns_how_heading: 'How to request a return, exchange or cancellation',
  lbl_returns_how_step1:
    'Contact our customer support with your order number and the item concerned.',
  lbl_returns_how_step2:
    'Tell us whether you would like a return or a size exchange, and the reason.',
  lbl_returns_how_step3:
    'Pack the item with its tags, then send it to us or book a pickup from your address.',
  lbl_returns_how_support: 'Customer support is available Monday to Saturday, 10 AM to 7 PM.',
  lbl_returns_how_contact: 'Contact customer support',
} as const satisfies Record<string, string>;
