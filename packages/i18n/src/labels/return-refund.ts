// Return and refund policy: exactly the policy facts of spec §9, nothing more generous or stricter.
import type { Texts } from '../text.ts';

export const returnRefundTexts = {
  lbl_returns_title: { en: 'Return and Refund Policy', ar: 'سياسة الإرجاع والاسترداد' },
  lbl_returns_meta: {
    en: 'Return within 7 days, size exchanges within 15 days, refunds for defects or wrong sizes and credit notes valid for 90 days: how returns work at Bazaar.',
    ar: 'الإرجاع خلال 7 أيام، واستبدال المقاس خلال 15 يومًا، واسترداد المبلغ عند وجود عيب أو مقاس خاطئ، وإشعارات دائنة صالحة لمدة 90 يومًا: هكذا يعمل الإرجاع في بازار.',
  },
  lbl_returns_intro: {
    en: 'We want you to love what you buy. If something is not right, here is how returns, exchanges, refunds and cancellations work.',
    ar: 'نريدك أن تحب ما تشتريه. وإذا لم يكن شيء ما كما ينبغي، فإليك كيف يتم الإرجاع والاستبدال والاسترداد والإلغاء.',
  },
  lbl_returns_toc: { en: 'On this page', ar: 'في هذه الصفحة' },

  lbl_returns_glance_heading: { en: 'Policy at a glance', ar: 'السياسة باختصار' },
  lbl_returns_glance_return_term: { en: 'Return window', ar: 'مهلة الإرجاع' },
  lbl_returns_glance_return_value: { en: '7 days from delivery', ar: '7 أيام من التسليم' },
  lbl_returns_glance_exchange_term: { en: 'Exchange window', ar: 'مهلة الاستبدال' },
  lbl_returns_glance_exchange_value: {
    en: '15 days, once per order, size only',
    ar: '15 يومًا، مرة واحدة لكل طلب، للمقاس فقط',
  },
  lbl_returns_glance_cancel_term: { en: 'Cancellation', ar: 'الإلغاء' },
  lbl_returns_glance_cancel_value: {
    en: 'Within 24 hours of placing the order',
    ar: 'خلال 24 ساعة من تقديم الطلب',
  },
  lbl_returns_glance_pickup_term: { en: 'Pickup from your address', ar: 'الاستلام من عنوانك' },
  lbl_returns_glance_pickup_value: { en: '₹200', ar: '₹200' },
  lbl_returns_glance_credit_term: { en: 'Credit note validity', ar: 'صلاحية الإشعار الدائن' },
  lbl_returns_glance_credit_value: { en: '90 days', ar: '90 يومًا' },
  lbl_returns_glance_support_term: { en: 'Support hours', ar: 'ساعات الدعم' },
  lbl_returns_glance_support_value: {
    en: 'Monday to Saturday, 10 AM to 7 PM',
    ar: 'من الاثنين إلى السبت، من 10 صباحًا حتى 7 مساءً',
  },

  lbl_returns_return_heading: { en: 'Returns', ar: 'الإرجاع' },
  lbl_returns_return_p1: {
    en: 'You can return a product within 7 days of delivery. Please send it back unused, with its original tags and packaging.',
    ar: 'يمكنك إرجاع المنتج خلال 7 أيام من التسليم. يُرجى إعادته غير مستعمل، مع بطاقاته وتغليفه الأصلي.',
  },
  lbl_returns_return_p2: {
    en: 'Returns are accepted for domestic orders (delivered within India) only.',
    ar: 'يُقبل الإرجاع للطلبات المحلية (المُسلَّمة داخل الهند) فقط.',
  },

  lbl_returns_refund_heading: {
    en: 'Refunds and credit notes',
    ar: 'الاسترداد والإشعارات الدائنة',
  },
  lbl_returns_refund_p1: {
    en: 'We refund the amount paid only when the product has a manufacturing defect or you received the wrong size.',
    ar: 'نردّ المبلغ المدفوع فقط إذا كان في المنتج عيب تصنيع أو إذا استلمت مقاسًا خاطئًا.',
  },
  lbl_returns_refund_p2: {
    en: 'For any other return we issue a credit note, valid for 90 days, that you can use on your next purchase.',
    ar: 'وفي أي إرجاع آخر نصدر إشعارًا دائنًا صالحًا لمدة 90 يومًا يمكنك استخدامه في عملية الشراء التالية.',
  },
  lbl_returns_refund_p3: {
    en: 'The credit note is issued within 48 hours after the returned parcel passes our quality check.',
    ar: 'يصدر الإشعار الدائن خلال 48 ساعة بعد اجتياز الطرد المُرتجع فحص الجودة لدينا.',
  },

  lbl_returns_exchange_heading: { en: 'Exchanges', ar: 'الاستبدال' },
  lbl_returns_exchange_p1: {
    en: 'You can exchange a product for another size within 15 days of delivery. Exchanges are for size only and can be made once per order.',
    ar: 'يمكنك استبدال المنتج بمقاس آخر خلال 15 يومًا من التسليم. يقتصر الاستبدال على المقاس، ويُتاح مرة واحدة لكل طلب.',
  },

  lbl_returns_pickup_heading: { en: 'Pickup', ar: 'الاستلام' },
  lbl_returns_pickup_p1: {
    en: 'We can collect the return from your address for a charge of ₹200. You may also send the parcel back to us yourself.',
    ar: 'يمكننا استلام المرتجع من عنوانك مقابل رسوم قدرها ₹200، ويمكنك أيضًا إعادة الطرد إلينا بنفسك.',
  },

  lbl_returns_cancel_heading: { en: 'Cancelling an order', ar: 'إلغاء الطلب' },
  lbl_returns_cancel_p1: {
    en: 'An order can be cancelled within 24 hours of placing it.',
    ar: 'يمكن إلغاء الطلب خلال 24 ساعة من تقديمه.',
  },

  lbl_returns_excluded_heading: { en: 'What cannot be returned', ar: 'ما لا يمكن إرجاعه' },
  lbl_returns_excluded_sale: {
    en: 'Products bought in a special sale are not returnable.',
    ar: 'المنتجات المشتراة في التخفيضات الخاصة غير قابلة للإرجاع.',
  },
  lbl_returns_excluded_colour: {
    en: 'A colour variation of 10-12% between the product and its photographs, caused by screens and lighting, is not a ground for return.',
    ar: 'لا يُعدّ اختلاف اللون بنسبة 10-12% بين المنتج وصوره، الناتج عن الشاشات والإضاءة، سببًا للإرجاع.',
  },
  lbl_returns_excluded_international: {
    en: 'Orders delivered outside India cannot be returned.',
    ar: 'لا يمكن إرجاع الطلبات المُسلَّمة خارج الهند.',
  },

  lbl_returns_how_heading: {
    en: 'How to request a return, exchange or cancellation',
    ar: 'كيف تطلب الإرجاع أو الاستبدال أو الإلغاء',
  },
  lbl_returns_how_step1: {
    en: 'Contact our customer support with your order number and the item concerned.',
    ar: 'تواصل مع خدمة العملاء وأرسل رقم طلبك والمنتج المعني.',
  },
  lbl_returns_how_step2: {
    en: 'Tell us whether you would like a return or a size exchange, and the reason.',
    ar: 'أخبرنا إن كنت تريد الإرجاع أو استبدال المقاس، وما السبب.',
  },
  lbl_returns_how_step3: {
    en: 'Pack the item with its tags, then send it to us or book a pickup from your address.',
    ar: 'غلّف المنتج مع بطاقاته، ثم أرسله إلينا أو احجز استلامه من عنوانك.',
  },
  lbl_returns_how_support: {
    en: 'Customer support is available Monday to Saturday, 10 AM to 7 PM.',
    ar: 'خدمة العملاء متاحة من الاثنين إلى السبت، من 10 صباحًا حتى 7 مساءً.',
  },
  lbl_returns_how_contact: { en: 'Contact customer support', ar: 'تواصل مع خدمة العملاء' },
} as const satisfies Texts;
