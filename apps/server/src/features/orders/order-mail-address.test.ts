// The confirmation e-mail names the frozen delivery address, its places in the reader's language.
import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from './order-mail.ts';
import type { OrderConfirmation } from './order-mail-types.ts';

const ORDER: OrderConfirmation = {
  to: 'asha@example.in',
  firstName: 'Asha',
  lang: 'en',
  orderNumber: 'BZ-20261126-7Q2K',
  placedAt: '2026-11-26T08:00:00.000Z',
  paymentMethodId: 6,
  subtotalPaise: 99_900,
  shippingPaise: 0,
  discountPaise: 0,
  totalPaise: 99_900,
  couponCode: null,
  note: null,
  items: [
    {
      name: 'Silk Kurta',
      options: '',
      quantity: 1,
      unitPaise: 99_900,
      totalPaise: 99_900,
      isDigital: false,
      downloadReady: false,
    },
  ],
  deliveryAddress: {
    fullName: 'Meera <b>Iyer</b>',
    mobile: '9988776655',
    pinCode: '411004',
    line1: '3 Prabhat Road',
    line2: 'Erandwane',
    cityName: 'Pune',
    stateName: 'Maharashtra',
    countryName: 'India',
    cityNameAr: 'بونه',
    stateNameAr: 'ماهاراشترا',
    countryNameAr: 'الهند',
  },
};

describe('the delivery address in the order e-mail', () => {
  it('lists it under "Delivering to", escaped in HTML', () => {
    const mail = orderConfirmationMail(ORDER);
    expect(mail.text).toContain(
      'Delivering to:\nMeera <b>Iyer</b>\n3 Prabhat Road\nErandwane\nPune 411004\nMaharashtra, India\n☎ 9988776655',
    );
    expect(mail.html).toContain('Meera &lt;b&gt;Iyer&lt;/b&gt;<br>3 Prabhat Road');
  });

  it('names the places in Arabic for an Arabic reader', () => {
    const mail = orderConfirmationMail({ ...ORDER, lang: 'ar' });
    expect(mail.text).toContain('التوصيل إلى:');
    expect(mail.text).toContain('بونه 411004\nماهاراشترا، الهند');
  });

  it('says nothing of an address for an all-digital order', () => {
    const mail = orderConfirmationMail({ ...ORDER, deliveryAddress: null });
    expect(mail.text).not.toContain('Delivering to');
  });
});
