// An order as get-customer-order-detail answers it, for the confirmation and order page tests.
import type { CustomerOrderDetail } from '@bazaar/contract/schemas/order-detail';

export const ORDER_NUMBER = 'BZ261126-ABC234';

export const ORDER_DETAIL: CustomerOrderDetail = {
  orderId: 7,
  orderNumber: ORDER_NUMBER,
  placedAt: '2026-11-25T04:30:00.000Z',
  statusId: 1,
  statusName: 'Active',
  paymentMethodId: 6,
  paymentReference: null,
  couponCode: 'FLAT200',
  note: null,
  subtotal: 2600,
  shipping: 98,
  discount: 200,
  total: 2498,
  items: [
    {
      orderItemId: 70,
      productId: 9,
      productName: 'Handloom Kurta',
      imageUrl: '/files/images/kurta.webp',
      unitPrice: 1300,
      quantity: 2,
      lineTotal: 2600,
      isDigital: false,
      statusId: 1,
      shippingStatusId: 1,
      downloadable: false,
      options: [
        { name: 'Colour', value: 'Red', additionalPrice: 0 },
        { name: 'Size', value: 'XXL', additionalPrice: 100 },
      ],
      stage: 'placed',
    },
  ],
  deliveryAddress: null,
  expectedDelivery: { availableNow: false, from: '2026-11-28', to: '2026-12-02' },
  stage: 'placed',
  stageName: 'Placed',
  timeline: [
    {
      event: 'placed',
      at: '2026-11-25T04:30:00.000Z',
      orderItemIds: [],
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
    },
  ],
  deliveredAt: null,
};
