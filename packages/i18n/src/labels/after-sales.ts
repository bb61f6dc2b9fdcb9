// The order page's after-sales controls (issue #20): cancel an order or an item before it
// ships, ask for a delivered item back, and why a control is absent. Part of the OrdersHistory
// entity (labels.ts), whose page shows them. {n} is the return policy's window in days.
import type { Texts } from '../text.ts';

export const afterSalesTexts = {
  lbl_as_heading: { en: 'Cancel or return', ar: 'الإلغاء والإرجاع' },
  lbl_as_cancel_order: { en: 'Cancel order', ar: 'إلغاء الطلب' },
  lbl_as_cancel_item: { en: 'Cancel this item', ar: 'إلغاء هذا المنتج' },
  lbl_as_cancel_order_title: { en: 'Cancel this order?', ar: 'هل تريد إلغاء هذا الطلب؟' },
  lbl_as_cancel_item_title: { en: 'Cancel this item?', ar: 'هل تريد إلغاء هذا المنتج؟' },
  lbl_as_cancel_body: {
    en: 'What you paid by card or wallet is refunded to it at once, and a coupon you used can be used again.',
    ar: 'يُردّ ما دفعته بالبطاقة أو المحفظة إليها فورًا، ويمكنك استخدام القسيمة التي استعملتها مرة أخرى.',
  },
  lbl_as_cancel_yes: { en: 'Yes, cancel', ar: 'نعم، ألغِ' },
  lbl_as_go_back: { en: 'Go back', ar: 'رجوع' },
  lbl_as_cancelled: { en: 'Cancelled.', ar: 'تم الإلغاء.' },
  lbl_as_cancelled_refunded: {
    en: 'Cancelled. {amount} has been refunded to the way you paid.',
    ar: 'تم الإلغاء، ورُدّ مبلغ {amount} بطريقة الدفع نفسها.',
  },
  lbl_as_cancelled_refund_pending: {
    en: 'Cancelled. Your refund of {amount} is on its way to the way you paid.',
    ar: 'تم الإلغاء، وجارٍ ردّ مبلغ {amount} بطريقة الدفع نفسها.',
  },
  lbl_as_shipped: {
    en: 'This order has shipped, so it can no longer be cancelled. You can ask for a return once it is delivered.',
    ar: 'تم شحن هذا الطلب، لذا لم يعد بالإمكان إلغاؤه. يمكنك طلب الإرجاع بعد تسليمه.',
  },
  lbl_as_return_item: { en: 'Return this item', ar: 'إرجاع هذا المنتج' },
  lbl_as_return_title: { en: 'Return {name}', ar: 'إرجاع {name}' },
  lbl_as_reason: { en: 'Reason', ar: 'السبب' },
  lbl_as_reason_choose: { en: 'Choose a reason', ar: 'اختر سببًا' },
  lbl_as_reason_defective: { en: 'Damaged or defective', ar: 'تالف أو معيب' },
  lbl_as_reason_wrong_size: { en: 'Wrong size', ar: 'مقاس غير مناسب' },
  lbl_as_reason_wrong_item: { en: 'I received the wrong item', ar: 'استلمت منتجًا غير الذي طلبته' },
  lbl_as_reason_not_as_described: { en: 'Not as described', ar: 'لا يطابق الوصف' },
  lbl_as_reason_changed_mind: { en: 'I changed my mind', ar: 'غيّرت رأيي' },
  lbl_as_note: { en: 'Note (optional)', ar: 'ملاحظة (اختيارية)' },
  lbl_as_photo: { en: 'Photo (optional)', ar: 'صورة (اختيارية)' },
  lbl_as_send_return: { en: 'Request return', ar: 'إرسال طلب الإرجاع' },
  lbl_as_reason_required: { en: 'Please choose a reason.', ar: 'يرجى اختيار سبب.' },
  lbl_as_return_until: {
    en: 'You can return this item until {date}.',
    ar: 'يمكنك إرجاع هذا المنتج حتى {date}.',
  },
  lbl_as_block_final_sale: {
    en: 'Final sale: this product cannot be returned.',
    ar: 'بيع نهائي: لا يمكن إرجاع هذا المنتج.',
  },
  lbl_as_block_digital: {
    en: 'Digital products cannot be returned.',
    ar: 'لا يمكن إرجاع المنتجات الرقمية.',
  },
  lbl_as_block_window: {
    en: 'The return window of {n|withinDays} from delivery has closed.',
    ar: 'انتهت مهلة الإرجاع البالغة {n|withinDays} من التسليم.',
  },
  lbl_as_state_requested: {
    en: 'Return requested. We will reply by e-mail.',
    ar: 'تم طلب الإرجاع، وسنردّ عليك بالبريد الإلكتروني.',
  },
  lbl_as_state_approved: {
    en: 'Return approved. Please send the item back to us.',
    ar: 'تمت الموافقة على الإرجاع. يُرجى إعادة المنتج إلينا.',
  },
  lbl_as_state_rejected: { en: 'Return declined.', ar: 'رُفض طلب الإرجاع.' },
  lbl_as_state_received: {
    en: 'We received the item. Your refund is on its way.',
    ar: 'استلمنا المنتج، وجارٍ ردّ المبلغ.',
  },
  lbl_as_state_refunded: { en: 'Returned and refunded.', ar: 'تم الإرجاع وردّ المبلغ.' },
} as const satisfies Texts;
