// Terms and conditions of the online store; returns defer to the return and refund policy.
import type { Texts } from '../text.ts';

export const termsTexts = {
  lbl_terms_title: { en: 'Terms and Conditions', ar: 'الشروط والأحكام' },
  lbl_terms_meta: {
    en: 'The terms that apply when you use the Bazaar website and buy from our online store.',
    ar: 'الشروط التي تسري عند استخدامك موقع بازار والشراء من متجرنا الإلكتروني.',
  },
  lbl_terms_intro: {
    en: 'Please read these terms carefully. By using this website or placing an order with Bazaar, you agree to them.',
    ar: 'يُرجى قراءة هذه الشروط بعناية. باستخدامك هذا الموقع أو تقديمك طلبًا لدى بازار، فإنك توافق عليها.',
  },
  lbl_terms_toc: { en: 'On this page', ar: 'في هذه الصفحة' },

  lbl_terms_use_heading: { en: 'Using this website', ar: 'استخدام هذا الموقع' },
  lbl_terms_use_p1: {
    en: 'You may use this website to browse and buy products for your own personal use. Please do not misuse it, for example by trying to break its security or by placing orders in someone else’s name.',
    ar: 'يمكنك استخدام هذا الموقع لتصفح المنتجات وشرائها لاستعمالك الشخصي. يُرجى عدم إساءة استخدامه، كمحاولة اختراق أمنه أو تقديم طلبات باسم شخص آخر.',
  },

  lbl_terms_account_heading: { en: 'Your account', ar: 'حسابك' },
  lbl_terms_account_p1: {
    en: 'You are responsible for keeping your password secret and for the accuracy of the details in your account. Tell us straight away if you think someone else has used your account.',
    ar: 'أنت مسؤول عن الحفاظ على سرية كلمة مرورك وعن صحة البيانات في حسابك. أبلغنا فورًا إذا ظننت أن أحدًا غيرك قد استخدم حسابك.',
  },

  lbl_terms_products_heading: { en: 'Products and prices', ar: 'المنتجات والأسعار' },
  lbl_terms_products_p1: {
    en: 'Prices are in Indian rupees (₹) and may change without notice; the price that applies is the one shown when you place your order.',
    ar: 'الأسعار بالروبية الهندية (₹) وقد تتغير دون إشعار مسبق، والسعر المعتمد هو المعروض عند تقديم طلبك.',
  },
  lbl_terms_products_p2: {
    en: 'We describe and photograph our products as accurately as we can, but colours may look slightly different on your screen.',
    ar: 'نصف منتجاتنا ونصوّرها بأكبر قدر ممكن من الدقة، لكن الألوان قد تبدو مختلفة قليلًا على شاشتك.',
  },
  lbl_terms_products_p3: {
    en: 'If a product was listed at an obviously wrong price, we will contact you before we ship it and you may cancel the order.',
    ar: 'إذا عُرض منتج بسعر خاطئ بشكل واضح، فسنتواصل معك قبل شحنه ويحق لك إلغاء الطلب.',
  },

  lbl_terms_orders_heading: { en: 'Orders', ar: 'الطلبات' },
  lbl_terms_orders_p1: {
    en: 'Your order is an offer to buy. It is accepted when we confirm it. We may decline an order, for example when a product is out of stock, and any amount already paid will then be refunded in full.',
    ar: 'طلبك عرضٌ للشراء، ويُقبل عندما نؤكده. وقد نعتذر عن قبول طلب، كأن يكون المنتج غير متوفر، وعندها نردّ إليك أي مبلغ مدفوع كاملًا.',
  },
  lbl_terms_orders_p2: {
    en: 'You can cancel an order, or one of its items, from your order page until it ships; what you paid is refunded to the way you paid.',
    ar: 'يمكنك إلغاء الطلب، أو أحد منتجاته، من صفحة طلبك ما دام لم يُشحن، ويُردّ ما دفعته بطريقة الدفع نفسها.',
  },

  lbl_terms_payment_heading: { en: 'Payment', ar: 'الدفع' },
  lbl_terms_payment_p1: {
    en: 'You can pay by card, with an online wallet or by cash on delivery. Card and wallet payments are processed securely by our payment providers.',
    ar: 'يمكنك الدفع بالبطاقة، أو بمحفظة إلكترونية، أو نقدًا عند الاستلام. يعالج مزوّدو خدمات الدفع لدينا مدفوعات البطاقات والمحافظ بأمان.',
  },
  lbl_terms_payment_p2: {
    en: 'A coupon code can be applied once per order and cannot be exchanged for cash.',
    ar: 'يمكن استخدام رمز القسيمة مرة واحدة لكل طلب، ولا يمكن استبداله بالنقد.',
  },

  lbl_terms_delivery_heading: { en: 'Shipping and delivery', ar: 'الشحن والتوصيل' },
  lbl_terms_delivery_p1: {
    en: 'Delivery times shown on the website are estimates. Please check your parcel on arrival and tell us within {returnDays|withinDays} of delivery if anything is wrong.',
    ar: 'مواعيد التوصيل المعروضة على الموقع تقديرية. يُرجى فحص طردك عند وصوله وإبلاغنا خلال {returnDays|withinDays} من التسليم إن كان فيه أي خطأ.',
  },

  lbl_terms_returns_heading: {
    en: 'Returns, exchanges and refunds',
    ar: 'الإرجاع والاستبدال والاسترداد',
  },
  lbl_terms_returns_p1: {
    en: 'Returns, exchanges and refunds are handled according to our Return and Refund Policy, which forms part of these terms.',
    ar: 'يتم الإرجاع والاستبدال والاسترداد وفق سياسة الإرجاع والاسترداد الخاصة بنا، وهي جزء من هذه الشروط.',
  },
  lbl_terms_returns_link: {
    en: 'Read the Return and Refund Policy',
    ar: 'اقرأ سياسة الإرجاع والاسترداد',
  },

  lbl_terms_digital_heading: { en: 'Digital products', ar: 'المنتجات الرقمية' },
  lbl_terms_digital_p1: {
    en: 'Digital products can be downloaded from your order history once the order is completed. They are licensed for your personal use only and may not be shared or resold.',
    ar: 'يمكن تنزيل المنتجات الرقمية من سجل طلباتك بعد اكتمال الطلب. وهي مرخّصة لاستعمالك الشخصي فقط، ولا يجوز مشاركتها أو إعادة بيعها.',
  },

  lbl_terms_content_heading: { en: 'Reviews and messages', ar: 'المراجعات والرسائل' },
  lbl_terms_content_p1: {
    en: 'Reviews and messages you send must be honest and lawful. We may decline or remove content that is offensive, misleading or unrelated to the product.',
    ar: 'يجب أن تكون المراجعات والرسائل التي ترسلها صادقة ومشروعة. ويحق لنا رفض المحتوى المسيء أو المضلل أو غير المتعلق بالمنتج أو حذفه.',
  },

  lbl_terms_sellers_heading: { en: 'Seller requests', ar: 'طلبات الانضمام كبائع' },
  lbl_terms_sellers_p1: {
    en: 'Submitting a request to become a seller does not create any agreement. Approved sellers receive separate terms.',
    ar: 'لا يُنشئ تقديم طلب الانضمام كبائع أي اتفاق، ويحصل البائعون المقبولون على شروط مستقلة.',
  },

  lbl_terms_ip_heading: { en: 'Intellectual property', ar: 'الملكية الفكرية' },
  lbl_terms_ip_p1: {
    en: 'The Bazaar name, logo, photographs and texts on this website belong to Bazaar or its partners and may not be copied without permission.',
    ar: 'اسم بازار وشعاره والصور والنصوص على هذا الموقع ملك لبازار أو لشركائه، ولا يجوز نسخها دون إذن.',
  },

  lbl_terms_liability_heading: { en: 'Liability', ar: 'المسؤولية' },
  lbl_terms_liability_p1: {
    en: 'We are responsible for losses that are a foreseeable result of our breaking these terms, up to the value of your order. Nothing in these terms limits your rights as a consumer under Indian law.',
    ar: 'نتحمّل المسؤولية عن الخسائر التي تكون نتيجة متوقعة لإخلالنا بهذه الشروط، في حدود قيمة طلبك. ولا يحدّ أي شيء في هذه الشروط من حقوقك كمستهلك بموجب القانون الهندي.',
  },

  lbl_terms_law_heading: { en: 'Governing law', ar: 'القانون الحاكم' },
  lbl_terms_law_p1: {
    en: 'These terms are governed by the laws of India, and the courts of Mumbai have jurisdiction over any dispute.',
    ar: 'تخضع هذه الشروط لقوانين الهند، وتختص محاكم مومباي بالنظر في أي نزاع.',
  },

  lbl_terms_changes_heading: { en: 'Changes to these terms', ar: 'التغييرات على هذه الشروط' },
  lbl_terms_changes_p1: {
    en: 'We may update these terms from time to time. The terms in force when you place an order apply to that order.',
    ar: 'قد نحدّث هذه الشروط من حين لآخر، وتسري على كل طلب الشروطُ النافذة وقت تقديمه.',
  },

  lbl_terms_contact_heading: { en: 'Contact us', ar: 'تواصل معنا' },
  lbl_terms_contact_p1: {
    en: 'Questions about these terms? Our customer care team is happy to help.',
    ar: 'هل لديك أسئلة حول هذه الشروط؟ يسعد فريق خدمة العملاء مساعدتك.',
  },
  lbl_terms_contact_link: { en: 'Go to the contact page', ar: 'الانتقال إلى صفحة الاتصال' },
} as const satisfies Texts;
