// Return and refund policy: what the shop's code does (contract orders/return-policy.ts), its
// figures filled in from that configuration ({returnDays|withinDays}), so the page and the rules
// cannot disagree. Spec §9's credit notes, size exchanges and 24-hour cancellation gave way to
// what the order page offers (docs/deviations.md #46).
import type { Texts } from '../text.ts';

export const returnRefundTexts = {
  lbl_returns_title: { en: 'Return and Refund Policy', ar: 'سياسة الإرجاع والاسترداد' },
  lbl_returns_meta: {
    en: 'Cancel until your order ships, return within {returnDays|withinDays} of delivery, refunds to the way you paid: how cancellations and returns work at Bazaar.',
    ar: 'ألغِ طلبك ما دام لم يُشحن، وأرجِع المنتج خلال {returnDays|withinDays} من التسليم، ويُردّ المبلغ بطريقة الدفع نفسها: هكذا يعمل الإلغاء والإرجاع في بازار.',
  },
  lbl_returns_intro: {
    en: 'We want you to love what you buy. If something is not right, here is how cancellations, returns and refunds work.',
    ar: 'نريدك أن تحب ما تشتريه. وإذا لم يكن شيء ما كما ينبغي، فإليك كيف يتم الإلغاء والإرجاع والاسترداد.',
  },
  lbl_returns_toc: { en: 'On this page', ar: 'في هذه الصفحة' },

  lbl_returns_glance_heading: { en: 'Policy at a glance', ar: 'السياسة باختصار' },
  lbl_returns_glance_return_term: { en: 'Return window', ar: 'مهلة الإرجاع' },
  lbl_returns_glance_return_value: {
    en: '{returnDays|withinDays} from delivery',
    ar: '{returnDays|withinDays} من التسليم',
  },
  lbl_returns_glance_exchange_term: { en: 'Another size', ar: 'مقاس آخر' },
  lbl_returns_glance_exchange_value: {
    en: 'Return the item as the wrong size and order the one you need',
    ar: 'أرجِع المنتج بسبب المقاس الخاطئ واطلب المقاس الذي تحتاجه',
  },
  lbl_returns_glance_cancel_term: { en: 'Cancellation', ar: 'الإلغاء' },
  lbl_returns_glance_cancel_value: {
    en: 'Until the order ships, from your order page',
    ar: 'ما دام الطلب لم يُشحن، من صفحة طلبك',
  },
  lbl_returns_glance_pickup_term: { en: 'Pickup from your address', ar: 'الاستلام من عنوانك' },
  lbl_returns_glance_pickup_value: { en: '₹200', ar: '₹200' },
  lbl_returns_glance_credit_term: { en: 'Refunds', ar: 'الاسترداد' },
  lbl_returns_glance_credit_value: {
    en: 'To the way you paid',
    ar: 'بطريقة الدفع نفسها',
  },
  lbl_returns_glance_support_term: { en: 'Support hours', ar: 'ساعات الدعم' },
  lbl_returns_glance_support_value: {
    en: 'Monday to Saturday, 10 AM to 7 PM',
    ar: 'من الاثنين إلى السبت، من 10 صباحًا حتى 7 مساءً',
  },

  lbl_returns_return_heading: { en: 'Returns', ar: 'الإرجاع' },
  lbl_returns_return_p1: {
    en: 'You can return a product within {returnDays|withinDays} of delivery. Please send it back unused, with its original tags and packaging.',
    ar: 'يمكنك إرجاع المنتج خلال {returnDays|withinDays} من التسليم. يُرجى إعادته غير مستعمل، مع بطاقاته وتغليفه الأصلي.',
  },
  lbl_returns_return_p2: {
    en: 'Returns are accepted for domestic orders (delivered within India) only.',
    ar: 'يُقبل الإرجاع للطلبات المحلية (المُسلَّمة داخل الهند) فقط.',
  },

  lbl_returns_refund_heading: { en: 'Refunds', ar: 'الاسترداد' },
  lbl_returns_refund_p1: {
    en: 'Whatever the reason for a return, we refund the amount you paid for the item to the card or wallet you paid with. We do not issue credit notes.',
    ar: 'أيًّا كان سبب الإرجاع، نردّ المبلغ الذي دفعته مقابل المنتج إلى البطاقة أو المحفظة التي دفعت بها. ولا نصدر إشعارات دائنة.',
  },
  lbl_returns_refund_p2: {
    en: 'If your order used a coupon, the refund keeps back the item’s share of the discount; when the items you keep no longer reach the coupon’s minimum order, the discount no longer applies to them. For a cash-on-delivery order we pay the amount back to you ourselves.',
    ar: 'إذا استخدمت قسيمة في طلبك، يُحتسب الاسترداد بعد خصم نصيب المنتج من التخفيض؛ وإذا لم تعد المنتجات التي تحتفظ بها تبلغ الحد الأدنى لطلب القسيمة، فلا يسري التخفيض عليها. وفي طلبات الدفع عند الاستلام نردّ إليك المبلغ بأنفسنا.',
  },
  lbl_returns_refund_p3: {
    en: 'The refund is made as soon as the returned parcel reaches us, and we send you an e-mail at each step.',
    ar: 'يتم الاسترداد فور وصول الطرد المُرتجع إلينا، ونرسل إليك رسالة بريد إلكتروني عند كل خطوة.',
  },

  lbl_returns_exchange_heading: { en: 'Another size', ar: 'مقاس آخر' },
  lbl_returns_exchange_p1: {
    en: 'We do not swap sizes directly. Return the item within {returnDays|withinDays} of delivery with the reason “Wrong size”, and order the size you need: the return is refunded in full.',
    ar: 'لا نستبدل المقاسات مباشرة. أرجِع المنتج خلال {returnDays|withinDays} من التسليم مع اختيار السبب «مقاس غير مناسب»، ثم اطلب المقاس الذي تحتاجه، ويُردّ إليك مبلغ المرتجع كاملًا.',
  },

  lbl_returns_pickup_heading: { en: 'Pickup', ar: 'الاستلام' },
  lbl_returns_pickup_p1: {
    en: 'We can collect the return from your address for a charge of ₹200. You may also send the parcel back to us yourself.',
    ar: 'يمكننا استلام المرتجع من عنوانك مقابل رسوم قدرها ₹200، ويمكنك أيضًا إعادة الطرد إلينا بنفسك.',
  },

  lbl_returns_cancel_heading: { en: 'Cancelling an order', ar: 'إلغاء الطلب' },
  lbl_returns_cancel_p1: {
    en: 'You can cancel an order, or a single item of it, from your order page until it ships. The stock is released, a coupon you used can be used again, and what you paid by card or wallet is refunded at once. Once the order has shipped it can no longer be cancelled; ask for a return once it is delivered.',
    ar: 'يمكنك إلغاء الطلب، أو منتج واحد منه، من صفحة طلبك ما دام لم يُشحن. تعود الكمية إلى المخزون، ويمكنك استخدام القسيمة مرة أخرى، ويُردّ ما دفعته بالبطاقة أو المحفظة فورًا. وبعد شحن الطلب لا يعود إلغاؤه ممكنًا؛ اطلب الإرجاع بعد تسليمه.',
  },

  lbl_returns_excluded_heading: { en: 'What cannot be returned', ar: 'ما لا يمكن إرجاعه' },
  lbl_returns_excluded_sale: {
    en: 'Products sold as final sale — lipsticks, eye make-up and attars, which cannot be resold once opened — and digital products are not returnable.',
    ar: 'المنتجات المبيعة بيعًا نهائيًا، وهي أحمر الشفاه ومستحضرات تجميل العيون والعطور الزيتية التي لا يمكن إعادة بيعها بعد فتحها، وكذلك المنتجات الرقمية، غير قابلة للإرجاع.',
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
    en: 'How to cancel or request a return',
    ar: 'كيف تلغي طلبًا أو تطلب الإرجاع',
  },
  lbl_returns_how_step1: {
    en: 'Open the order from your order history. Before it ships, choose Cancel order or Cancel this item.',
    ar: 'افتح الطلب من سجل طلباتك. وقبل شحنه اختر «إلغاء الطلب» أو «إلغاء هذا المنتج».',
  },
  lbl_returns_how_step2: {
    en: 'Once delivered, choose Return this item, pick the reason and add a note if you wish. We reply by e-mail once we have looked at your request.',
    ar: 'بعد التسليم اختر «إرجاع هذا المنتج»، وحدّد السبب وأضف ملاحظة إن شئت. ونردّ عليك بالبريد الإلكتروني بعد النظر في طلبك.',
  },
  lbl_returns_how_step3: {
    en: 'Once we approve it, pack the item with its tags, then send it to us or book a pickup from your address.',
    ar: 'بعد موافقتنا غلّف المنتج مع بطاقاته، ثم أرسله إلينا أو احجز استلامه من عنوانك.',
  },
  lbl_returns_how_support: {
    en: 'Customer support is available Monday to Saturday, 10 AM to 7 PM.',
    ar: 'خدمة العملاء متاحة من الاثنين إلى السبت، من 10 صباحًا حتى 7 مساءً.',
  },
  lbl_returns_how_contact: { en: 'Contact customer support', ar: 'تواصل مع خدمة العملاء' },
} as const satisfies Texts;
