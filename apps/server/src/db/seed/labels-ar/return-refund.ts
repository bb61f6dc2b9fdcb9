import type { returnRefundLabels } from '@bazaar/contract/labels/return-refund';

export const returnRefundArabic: Record<keyof typeof returnRefundLabels, string> = {
  lbl_returns_title: 'سياسة الإرجاع والاسترداد',
  lbl_returns_meta:
    'الإرجاع خلال 7 أيام، واستبدال المقاس خلال 15 يومًا، واسترداد المبلغ عند وجود عيب أو مقاس خاطئ، وإشعارات دائنة صالحة لمدة 90 يومًا: هكذا يعمل الإرجاع في بازار.',
  lbl_returns_intro:
    'نريدك أن تحب ما تشتريه. وإذا لم يكن شيء ما كما ينبغي، فإليك كيف يتم الإرجاع والاستبدال والاسترداد والإلغاء.',
  lbl_returns_toc: 'في هذه الصفحة',

  lbl_returns_glance_heading: 'السياسة باختصار',
  lbl_returns_glance_return_term: 'مهلة الإرجاع',
  lbl_returns_glance_return_value: '7 أيام من التسليم',
  lbl_returns_glance_exchange_term: 'مهلة الاستبدال',
  lbl_returns_glance_exchange_value: '15 يومًا، مرة واحدة لكل طلب، للمقاس فقط',
  lbl_returns_glance_cancel_term: 'الإلغاء',
  lbl_returns_glance_cancel_value: 'خلال 24 ساعة من تقديم الطلب',
  lbl_returns_glance_pickup_term: 'الاستلام من عنوانك',
  lbl_returns_glance_pickup_value: '₹200',
  lbl_returns_glance_credit_term: 'صلاحية الإشعار الدائن',
  lbl_returns_glance_credit_value: '90 يومًا',
  lbl_returns_glance_support_term: 'ساعات الدعم',
  lbl_returns_glance_support_value: 'من الاثنين إلى السبت، من 10 صباحًا حتى 7 مساءً',

  lbl_returns_return_heading: 'الإرجاع',
  lbl_returns_return_p1:
    'يمكنك إرجاع المنتج خلال 7 أيام من التسليم. يُرجى إعادته غير مستعمل، مع بطاقاته وتغليفه الأصلي.',
  lbl_returns_return_p2: 'يُقبل الإرجاع للطلبات المحلية (المُسلَّمة داخل الهند) فقط.',

  lbl_returns_refund_heading: 'الاسترداد والإشعارات الدائنة',
  lbl_returns_refund_p1:
    'نردّ المبلغ المدفوع فقط إذا كان في المنتج عيب تصنيع أو إذا استلمت مقاسًا خاطئًا.',
  lbl_returns_refund_p2:
    'وفي أي إرجاع آخر نصدر إشعارًا دائنًا صالحًا لمدة 90 يومًا يمكنك استخدامه في عملية الشراء التالية.',
  lbl_returns_refund_p3:
    'يصدر الإشعار الدائن خلال 48 ساعة بعد اجتياز الطرد المُرتجع فحص الجودة لدينا.',

  lbl_returns_exchange_heading: 'الاستبدال',
  lbl_returns_exchange_p1:
    'يمكنك استبدال المنتج بمقاس آخر خلال 15 يومًا من التسليم. يقتصر الاستبدال على المقاس، ويُتاح مرة واحدة لكل طلب.',

  lbl_returns_pickup_heading: 'الاستلام',
  lbl_returns_pickup_p1:
    'يمكننا استلام المرتجع من عنوانك مقابل رسوم قدرها ₹200، ويمكنك أيضًا إعادة الطرد إلينا بنفسك.',

  lbl_returns_cancel_heading: 'إلغاء الطلب',
  lbl_returns_cancel_p1: 'يمكن إلغاء الطلب خلال 24 ساعة من تقديمه.',

  lbl_returns_excluded_heading: 'ما لا يمكن إرجاعه',
  lbl_returns_excluded_sale: 'المنتجات المشتراة في التخفيضات الخاصة غير قابلة للإرجاع.',
  lbl_returns_excluded_colour:
    'لا يُعدّ اختلاف اللون بنسبة 10-12% بين المنتج وصوره، الناتج عن الشاشات والإضاءة، سببًا للإرجاع.',
  lbl_returns_excluded_international: 'لا يمكن إرجاع الطلبات المُسلَّمة خارج الهند.',

  lbl_returns_how_heading: 'كيف تطلب الإرجاع أو الاستبدال أو الإلغاء',
  lbl_returns_how_step1: 'تواصل مع خدمة العملاء وأرسل رقم طلبك والمنتج المعني.',
  lbl_returns_how_step2: 'أخبرنا إن كنت تريد الإرجاع أو استبدال المقاس، وما السبب.',
  lbl_returns_how_step3: 'غلّف المنتج مع بطاقاته، ثم أرسله إلينا أو احجز استلامه من عنوانك.',
  lbl_returns_how_support: 'خدمة العملاء متاحة من الاثنين إلى السبت، من 10 صباحًا حتى 7 مساءً.',
  lbl_returns_how_contact: 'تواصل مع خدمة العملاء',
};
