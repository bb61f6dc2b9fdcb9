// The e-mail sent for each step of an order (apps/server/src/features/orders/stages/
// stage-mail.ts): a subject and an opening per StageEvent (contract orders/fulfilment.ts), and
// the parts they share. `{number}` is the order number, `{amount}` a sum in rupees.
import type { Texts } from './text.ts';

export const STAGE_MAIL_SUBJECTS = {
  placed: { en: 'Your Bazaar order {number}', ar: 'طلبك {number} من بازار' },
  packed: {
    en: 'Your Bazaar order {number} is packed',
    ar: 'تم تغليف طلبك {number} من بازار',
  },
  shipped: {
    en: 'Your Bazaar order {number} has shipped',
    ar: 'تم شحن طلبك {number} من بازار',
  },
  'out-for-delivery': {
    en: 'Your Bazaar order {number} is out for delivery',
    ar: 'طلبك {number} من بازار في الطريق إليك اليوم',
  },
  delivered: {
    en: 'Your Bazaar order {number} was delivered',
    ar: 'تم توصيل طلبك {number} من بازار',
  },
  cancelled: {
    en: 'Your Bazaar order {number}: cancelled',
    ar: 'طلبك {number} من بازار: تم الإلغاء',
  },
  'return-requested': {
    en: 'Your Bazaar order {number}: return requested',
    ar: 'طلبك {number} من بازار: تم استلام طلب الإرجاع',
  },
  'return-approved': {
    en: 'Your Bazaar order {number}: return approved',
    ar: 'طلبك {number} من بازار: تمت الموافقة على الإرجاع',
  },
  'return-rejected': {
    en: 'Your Bazaar order {number}: return declined',
    ar: 'طلبك {number} من بازار: رُفض طلب الإرجاع',
  },
  returned: {
    en: 'Your Bazaar order {number}: return received',
    ar: 'طلبك {number} من بازار: استلمنا المرتجع',
  },
  refunded: {
    en: 'Your Bazaar order {number}: refund issued',
    ar: 'طلبك {number} من بازار: تم رد المبلغ',
  },
} as const satisfies Texts;

export const STAGE_MAIL_OPENINGS = {
  placed: {
    en: 'We have received your order {number}.',
    ar: 'استلمنا طلبك {number}.',
  },
  packed: {
    en: 'Your order {number} is packed and will be handed to the courier soon.',
    ar: 'تم تغليف طلبك {number} وسيُسلَّم إلى شركة الشحن قريبًا.',
  },
  shipped: {
    en: 'Good news: your order {number} is on its way.',
    ar: 'أخبار سارة: طلبك {number} في الطريق إليك.',
  },
  'out-for-delivery': {
    en: 'Your order {number} is out for delivery and should reach you today.',
    ar: 'خرج طلبك {number} للتوصيل ومن المتوقع أن يصلك اليوم.',
  },
  delivered: {
    en: 'Your order {number} has been delivered. We hope you enjoy it.',
    ar: 'تم توصيل طلبك {number}. نتمنى أن ينال إعجابك.',
  },
  cancelled: {
    en: 'We have cancelled the following from your order {number}:',
    ar: 'ألغينا ما يلي من طلبك {number}:',
  },
  'return-requested': {
    en: 'We have received your request to return the following from order {number}. We will reply soon:',
    ar: 'استلمنا طلبك لإرجاع ما يلي من الطلب {number}، وسنرد عليك قريبًا:',
  },
  'return-approved': {
    en: 'Your return of the following from order {number} is approved. Please have it ready for pickup:',
    ar: 'تمت الموافقة على إرجاع ما يلي من الطلب {number}. يُرجى تجهيزه للاستلام:',
  },
  'return-rejected': {
    en: 'We are sorry: we could not accept the return of the following from order {number}:',
    ar: 'نأسف، لم نتمكن من قبول إرجاع ما يلي من الطلب {number}:',
  },
  returned: {
    en: 'We have received the following back from order {number}:',
    ar: 'استلمنا ما يلي مُرتجعًا من الطلب {number}:',
  },
  refunded: {
    en: 'We have refunded the following from order {number}:',
    ar: 'رددنا إليك مبلغ ما يلي من الطلب {number}:',
  },
} as const satisfies Texts;

export const STAGE_MAIL_TEXTS = {
  itemsHeading: { en: 'Items:', ar: 'المنتجات:' },
  carrierLabel: { en: 'Courier', ar: 'شركة الشحن' },
  trackingNumberLabel: { en: 'Tracking number', ar: 'رقم التتبع' },
  trackLinkText: { en: 'Track your parcel', ar: 'تتبّع شحنتك' },
  refundAmount: {
    en: 'Refund of {amount} to your original payment method. Banks may take 5–7 working days to show it.',
    ar: 'تم رد {amount} إلى وسيلة الدفع الأصلية. قد يستغرق ظهوره لدى البنك من 5 إلى 7 أيام عمل.',
  },
  invoiceNote: {
    en: 'Your GST tax invoice is ready: download it as a PDF from your order page.',
    ar: 'فاتورتك الضريبية جاهزة: نزّلها بصيغة PDF من صفحة طلبك.',
  },
  orderPageLinkText: { en: 'See your order', ar: 'اعرض طلبك' },
  orderPageNoLink: {
    en: 'You can follow your order at any time in View Order History.',
    ar: 'يمكنك متابعة طلبك في أي وقت من سجل الطلبات.',
  },
} as const satisfies Texts;

export type StageMailTextId = keyof typeof STAGE_MAIL_TEXTS;
