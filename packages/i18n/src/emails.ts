// E-mails to shoppers, English and Arabic side by side like every other text (the completeness
// test checks them with the rest). `{placeholders}` are filled by the server's mail templates.
import type { Texts } from './text.ts';

export const EMAIL_TEXTS = {
  brandName: { en: 'Bazaar', ar: 'بازار' },
  brandTagline: {
    en: 'Apparel, fragrance, accessories and more',
    ar: 'أزياء وعطور وإكسسوارات والمزيد',
  },
  resetCodeSubject: {
    en: 'Your Bazaar password reset code',
    ar: 'رمز إعادة تعيين كلمة المرور في بازار',
  },
  resetCodeGreeting: { en: 'Hello {name},', ar: 'مرحبًا {name}،' },
  resetCodeIntro: {
    en: 'We received a request to reset the password of your Bazaar account. Enter this code on the reset password page:',
    ar: 'تلقّينا طلبًا لإعادة تعيين كلمة المرور لحسابك في بازار. أدخل هذا الرمز في صفحة إعادة تعيين كلمة المرور:',
  },
  resetCodeValidity: {
    en: 'The code is valid for {minutes|minutes} and can be used once. A new code replaces this one.',
    ar: 'الرمز صالح لمدة {minutes|minutes} ويُستخدم مرة واحدة فقط. أي رمز جديد يُلغي هذا الرمز.',
  },
  resetCodeIgnore: {
    en: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is. Never share this code; Bazaar will never ask you for it.',
    ar: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي. لا تشارك هذا الرمز مع أحد؛ فبازار لن يطلبه منك أبدًا.',
  },
  passwordChangedSubject: {
    en: 'Your Bazaar password was changed',
    ar: 'تم تغيير كلمة المرور لحسابك في بازار',
  },
  passwordChangedBody: {
    en: 'The password of your Bazaar account was just changed with a reset code, and every device that was logged in has been logged out.',
    ar: 'تم للتو تغيير كلمة المرور لحسابك في بازار باستخدام رمز إعادة التعيين، وسُجّل الخروج من جميع الأجهزة التي كانت متصلة بالحساب.',
  },
  passwordChangedNotYou: {
    en: 'If this was not you, reset your password again right away from the login page and contact us.',
    ar: 'إن لم تكن أنت من قام بذلك، فأعد تعيين كلمة المرور فورًا من صفحة تسجيل الدخول وتواصل معنا.',
  },
  orderPlacedSubject: {
    en: 'Your Bazaar order {number}',
    ar: 'طلبك من بازار رقم {number}',
  },
  // The order confirmation (apps/server/src/features/orders/order-mail.ts).
  orderPlacedThanks: {
    en: 'Thank you for your order. Here is what you ordered:',
    ar: 'شكرًا لطلبك. إليك ما طلبته:',
  },
  orderNumberLabel: { en: 'Order number', ar: 'رقم الطلب' },
  orderDateLabel: { en: 'Order date', ar: 'تاريخ الطلب' },
  orderPaymentLabel: { en: 'Payment method', ar: 'طريقة الدفع' },
  orderItemColumn: { en: 'Product', ar: 'المنتج' },
  orderQuantityColumn: { en: 'Qty', ar: 'الكمية' },
  orderPriceColumn: { en: 'Price', ar: 'السعر' },
  orderLineTotalColumn: { en: 'Total', ar: 'الإجمالي' },
  orderDigitalTag: { en: 'Digital download', ar: 'تنزيل رقمي' },
  orderSubtotalLabel: { en: 'Subtotal', ar: 'المجموع الفرعي' },
  orderShippingLabel: { en: 'Shipping', ar: 'الشحن' },
  orderDiscountLabel: { en: 'Coupon {code}', ar: 'القسيمة {code}' },
  orderTotalPaidLabel: { en: 'Total paid', ar: 'الإجمالي المدفوع' },
  orderTotalDueLabel: {
    en: 'Total to pay on delivery',
    ar: 'الإجمالي المستحق عند الاستلام',
  },
  orderNoteLabel: { en: 'Your note', ar: 'ملاحظتك' },
  orderDeliveryAddressLabel: { en: 'Delivering to', ar: 'التوصيل إلى' },
  orderDownloadsReady: {
    en: 'Your digital products are ready. Log in and download them from View Order History:',
    ar: 'منتجاتك الرقمية جاهزة. سجّل الدخول ونزّلها من سجل الطلبات:',
  },
  orderDownloadsLater: {
    en: 'Your digital products can be downloaded from View Order History once your order is completed:',
    ar: 'يمكنك تنزيل منتجاتك الرقمية من سجل الطلبات بعد اكتمال طلبك:',
  },
  orderHistoryLinkText: { en: 'View Order History', ar: 'سجل الطلبات' },
  orderFollowUp: {
    en: 'You can follow your order at any time in View Order History.',
    ar: 'يمكنك متابعة طلبك في أي وقت من سجل الطلبات.',
  },
  staffInviteSubject: {
    en: 'You are invited to the Bazaar console',
    ar: 'أنت مدعو إلى لوحة تحكم بازار',
  },
  staffInviteIntro: {
    en: '{inviter} invited you to run the shop as {role}. Open the console, choose "I have an invitation code" and enter your e-mail and this code:',
    ar: 'دعاك {inviter} لإدارة المتجر بدور {role}. افتح لوحة التحكم واختر "لدي رمز دعوة" وأدخل بريدك الإلكتروني وهذا الرمز:',
  },
  staffInviteLink: { en: 'The console: {link}', ar: 'لوحة التحكم: {link}' },
  staffInviteValidity: {
    en: 'The code is valid for {hours} hours and works once.',
    ar: 'الرمز صالح لمدة {hours} ساعة ويعمل مرة واحدة.',
  },
  sellerApprovedSubject: {
    en: 'Your Bazaar seller request is approved',
    ar: 'تمت الموافقة على طلبك لتصبح بائعًا في بازار',
  },
  sellerApprovedBody: {
    en: 'Good news: your request to sell on Bazaar is approved. We will be in touch about the next steps.',
    ar: 'أخبار سارة: تمت الموافقة على طلبك للبيع في بازار. سنتواصل معك بشأن الخطوات التالية.',
  },
  sellerRejectedSubject: {
    en: 'About your Bazaar seller request',
    ar: 'بخصوص طلبك لتصبح بائعًا في بازار',
  },
  sellerRejectedBody: {
    en: 'We are sorry: your request to sell on Bazaar was not approved. The reason:',
    ar: 'نأسف: لم تتم الموافقة على طلبك للبيع في بازار. السبب:',
  },
  signOff: { en: 'The Bazaar team', ar: 'فريق بازار' },
} as const satisfies Texts;

export type EmailTextId = keyof typeof EMAIL_TEXTS;
