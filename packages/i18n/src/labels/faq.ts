// FAQ page: questions grouped by topic; answers agree with the policy facts of spec §9.
import type { Texts } from '../text.ts';

export const faqTexts = {
  lbl_faq_title: { en: "FAQ's", ar: 'الأسئلة الشائعة' },
  lbl_faq_heading: { en: 'Frequently asked questions', ar: 'الأسئلة المتكررة' },
  lbl_faq_meta: {
    en: 'Answers to common questions about orders, shipping, payments, returns, sizes, digital downloads and your Bazaar account.',
    ar: 'إجابات عن الأسئلة الشائعة حول الطلبات والشحن والدفع والإرجاع والمقاسات والتنزيلات الرقمية وحسابك في بازار.',
  },
  lbl_faq_intro: {
    en: 'Find quick answers below. Select a question to show or hide its answer.',
    ar: 'ستجد أدناه إجابات سريعة. اختر سؤالًا لإظهار إجابته أو إخفائها.',
  },
  lbl_faq_topics: { en: 'Topics', ar: 'المواضيع' },

  lbl_faq_group_orders: { en: 'Orders', ar: 'الطلبات' },
  lbl_faq_q_place_order: { en: 'How do I place an order?', ar: 'كيف أقدّم طلبًا؟' },
  lbl_faq_a_place_order: {
    en: 'Add the products you like to your cart, open the cart and choose Proceed to Checkout. Log in or create an account, check your billing details, pick a payment method and select Place Order.',
    ar: 'أضف المنتجات التي تعجبك إلى سلة التسوق، ثم افتح السلة واختر «المتابعة لإتمام الطلب». سجّل الدخول أو أنشئ حسابًا، وتحقق من بيانات الفوترة، واختر طريقة الدفع ثم اضغط «تقديم الطلب».',
  },
  lbl_faq_q_cancel_order: { en: 'Can I cancel my order?', ar: 'هل يمكنني إلغاء طلبي؟' },
  lbl_faq_a_cancel_order: {
    en: 'Yes, until it ships. Open the order from your order history and choose Cancel order, or Cancel this item for a single item; a card or wallet payment is refunded at once.',
    ar: 'نعم، ما دام لم يُشحن. افتح الطلب من سجل طلباتك واختر «إلغاء الطلب»، أو «إلغاء هذا المنتج» لمنتج واحد، ويُردّ المبلغ المدفوع بالبطاقة أو المحفظة فورًا.',
  },
  lbl_faq_q_track_order: {
    en: 'Where can I see the status of my order?',
    ar: 'أين أطّلع على حالة طلبي؟',
  },
  lbl_faq_a_track_order: {
    en: 'Log in and open View Order History from your account menu. Each order shows its date, status, number of items and total.',
    ar: 'سجّل الدخول وافتح «عرض سجل الطلبات» من قائمة حسابك. يظهر لكل طلب تاريخه وحالته وعدد منتجاته وإجماليه.',
  },

  lbl_faq_group_shipping: { en: 'Shipping', ar: 'الشحن' },
  lbl_faq_q_shipping_cost: { en: 'How much does shipping cost?', ar: 'كم تبلغ تكلفة الشحن؟' },
  lbl_faq_a_shipping_cost: {
    en: 'Shipping charges, if any, are shown for each product in the cart and added up at checkout before you pay.',
    ar: 'تظهر رسوم الشحن، إن وُجدت، لكل منتج في السلة، وتُجمع عند إتمام الطلب قبل الدفع.',
  },
  lbl_faq_q_shipping_time: { en: 'How long will delivery take?', ar: 'كم يستغرق التوصيل؟' },
  lbl_faq_a_shipping_time: {
    en: 'The estimated delivery time is shown on each product page under Shipping. Most orders are dispatched within a few working days.',
    ar: 'تظهر مدة التوصيل المتوقعة في صفحة كل منتج ضمن تبويب «الشحن». تُشحن معظم الطلبات خلال أيام عمل قليلة.',
  },

  lbl_faq_group_payments: { en: 'Payments', ar: 'الدفع' },
  lbl_faq_q_payment_methods: {
    en: 'Which payment methods can I use?',
    ar: 'ما طرق الدفع المتاحة؟',
  },
  lbl_faq_a_payment_methods: {
    en: 'You can pay by credit or debit card, with an online wallet, or by cash on delivery. Choose the method you prefer at checkout.',
    ar: 'يمكنك الدفع ببطاقة ائتمان أو بطاقة خصم، أو بمحفظة إلكترونية، أو نقدًا عند الاستلام. اختر الطريقة التي تفضّلها عند إتمام الطلب.',
  },
  lbl_faq_q_cod: { en: 'How does cash on delivery work?', ar: 'كيف يعمل الدفع عند الاستلام؟' },
  lbl_faq_a_cod: {
    en: 'Choose Cash on delivery at checkout and confirm your order. Pay the courier in cash when your parcel arrives.',
    ar: 'اختر «الدفع عند الاستلام» عند إتمام الطلب وأكّد طلبك، ثم ادفع لمندوب التوصيل نقدًا عند وصول طردك.',
  },
  lbl_faq_q_card_safe: { en: 'Is it safe to pay by card?', ar: 'هل الدفع بالبطاقة آمن؟' },
  lbl_faq_a_card_safe: {
    en: 'Yes. Card details are entered in our payment provider’s secure form; Bazaar never sees or stores your full card number.',
    ar: 'نعم. تُدخَل بيانات البطاقة في النموذج الآمن لمزوّد خدمة الدفع، ولا يطّلع بازار على رقم بطاقتك الكامل ولا يخزّنه.',
  },

  lbl_faq_group_returns: { en: 'Returns and exchanges', ar: 'الإرجاع والاستبدال' },
  lbl_faq_q_return: { en: 'Can I return a product?', ar: 'هل يمكنني إرجاع منتج؟' },
  lbl_faq_a_return: {
    en: 'Yes, within {returnDays|withinDays} of delivery: choose Return this item on your order page. Every accepted return is refunded to the way you paid. Final-sale products (lipsticks, eye make-up, attars) and digital products cannot be returned.',
    ar: 'نعم، خلال {returnDays|withinDays} من التسليم: اختر «إرجاع هذا المنتج» في صفحة طلبك. ويُردّ مبلغ كل إرجاع مقبول بطريقة الدفع نفسها. ولا يمكن إرجاع المنتجات المبيعة بيعًا نهائيًا (أحمر الشفاه ومستحضرات تجميل العيون والعطور الزيتية) ولا المنتجات الرقمية.',
  },
  lbl_faq_q_exchange: {
    en: 'Can I exchange an item for another size?',
    ar: 'هل يمكنني استبدال منتج بمقاس آخر؟',
  },
  lbl_faq_a_exchange: {
    en: 'We do not swap sizes directly: return the item within {returnDays|withinDays} of delivery with the reason “Wrong size” and order the size you need. The return is refunded in full.',
    ar: 'لا نستبدل المقاسات مباشرة: أرجِع المنتج خلال {returnDays|withinDays} من التسليم مع اختيار السبب «مقاس غير مناسب»، ثم اطلب المقاس الذي تحتاجه. ويُردّ إليك مبلغ المرتجع كاملًا.',
  },
  lbl_faq_q_pickup: { en: 'Will you collect the parcel from me?', ar: 'هل تستلمون الطرد مني؟' },
  lbl_faq_a_pickup: {
    en: 'Yes, we can pick up a return from your address for a charge of ₹200. You are also welcome to send it back yourself.',
    ar: 'نعم، يمكننا استلام المرتجع من عنوانك مقابل رسوم قدرها ₹200، ويمكنك أيضًا إعادته إلينا بنفسك.',
  },

  lbl_faq_group_sizes: { en: 'Sizes', ar: 'المقاسات' },
  lbl_faq_q_size: { en: 'How do I find my size?', ar: 'كيف أعرف مقاسي؟' },
  lbl_faq_a_size: {
    en: 'Open the Size Guide on the product page. It lists every size in inches and centimetres. If you are between two sizes, we suggest the larger one.',
    ar: 'افتح «دليل المقاسات» في صفحة المنتج، فهو يعرض كل مقاس بالبوصة والسنتيمتر. إذا كنت بين مقاسين فننصحك باختيار الأكبر.',
  },

  lbl_faq_group_digital: { en: 'Digital downloads', ar: 'التنزيلات الرقمية' },
  lbl_faq_q_download: {
    en: 'How do I download a digital product I bought?',
    ar: 'كيف أنزّل منتجًا رقميًا اشتريته؟',
  },
  lbl_faq_a_download: {
    en: 'Open View Order History and view the order. A Download link appears next to the item once the order is completed; until then it shows Yes (In Progress).',
    ar: 'افتح «عرض سجل الطلبات» واعرض الطلب. يظهر رابط التنزيل بجوار المنتج بعد اكتمال الطلب، وحتى ذلك الحين تظهر عبارة «نعم (قيد التنفيذ)».',
  },

  lbl_faq_group_account: { en: 'Your account', ar: 'حسابك' },
  lbl_faq_q_account_needed: {
    en: 'Do I need an account to shop?',
    ar: 'هل أحتاج إلى حساب للتسوق؟',
  },
  lbl_faq_a_account_needed: {
    en: 'You can browse, fill your cart and keep a wish list without an account. To check out, log in or sign up; it only takes a minute.',
    ar: 'يمكنك التصفح وملء سلتك والاحتفاظ بقائمة أمنيات دون حساب. ولإتمام الطلب سجّل الدخول أو أنشئ حسابًا، ولن يستغرق ذلك سوى دقيقة.',
  },
  lbl_faq_q_password: {
    en: 'I forgot my password. What should I do?',
    ar: 'نسيت كلمة المرور، فماذا أفعل؟',
  },
  lbl_faq_a_password: {
    en: 'Select Forgot password on the login page and enter your e-mail address. We will send you a code to confirm, and then you can choose a new password.',
    ar: 'اختر «نسيت كلمة المرور» في صفحة تسجيل الدخول وأدخل بريدك الإلكتروني. سنرسل إليك رمزًا للتأكيد، ثم يمكنك اختيار كلمة مرور جديدة.',
  },
  lbl_faq_q_profile: {
    en: 'How do I change my address or phone number?',
    ar: 'كيف أغيّر عنواني أو رقم هاتفي؟',
  },
  lbl_faq_a_profile: {
    en: 'Log in, open the account menu and choose Update Profile. The new details are used for your next orders.',
    ar: 'سجّل الدخول وافتح قائمة الحساب واختر «تحديث الملف الشخصي». تُستخدم البيانات الجديدة في طلباتك القادمة.',
  },

  lbl_faq_more_heading: { en: 'Still have a question?', ar: 'هل لديك سؤال آخر؟' },
  lbl_faq_more_text: {
    en: 'Our customer care team is happy to help.',
    ar: 'يسعد فريق خدمة العملاء مساعدتك.',
  },
  lbl_faq_more_link: { en: 'Contact us', ar: 'اتصل بنا' },
} as const satisfies Texts;
