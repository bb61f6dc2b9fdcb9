// Privacy policy: what the storefront actually keeps (account, orders, browser storage) and why.
import type { Texts } from '../text.ts';

export const privacyTexts = {
  lbl_privacy_title: { en: 'Privacy Policy', ar: 'سياسة الخصوصية' },
  lbl_privacy_meta: {
    en: 'How Bazaar collects, uses, stores and protects your personal information when you shop with us.',
    ar: 'كيف يجمع بازار معلوماتك الشخصية ويستخدمها ويحفظها ويحميها عند تسوقك لدينا.',
  },
  lbl_privacy_intro: {
    en: 'Your trust matters to us. This policy explains what information Bazaar collects when you visit or shop on this website, how we use it and the choices you have.',
    ar: 'ثقتك تهمّنا. توضّح هذه السياسة المعلومات التي يجمعها بازار عند زيارتك لهذا الموقع أو تسوقك فيه، وكيف نستخدمها، والخيارات المتاحة لك.',
  },
  lbl_privacy_toc: { en: 'On this page', ar: 'في هذه الصفحة' },

  lbl_privacy_collect_heading: { en: 'Information we collect', ar: 'المعلومات التي نجمعها' },
  lbl_privacy_collect_intro: {
    en: 'We collect only what we need to serve you:',
    ar: 'لا نجمع إلا ما نحتاج إليه لخدمتك:',
  },
  lbl_privacy_collect_account: {
    en: 'Account details you give us: your name, e-mail address, phone number and shipping address.',
    ar: 'بيانات الحساب التي تقدّمها لنا: اسمك وبريدك الإلكتروني ورقم هاتفك وعنوان الشحن.',
  },
  lbl_privacy_collect_orders: {
    en: 'Order details: the products you buy, the payment method you choose, and your order history.',
    ar: 'بيانات الطلبات: المنتجات التي تشتريها، وطريقة الدفع التي تختارها، وسجل طلباتك.',
  },
  lbl_privacy_collect_messages: {
    en: 'Messages you send us through the contact form, reviews you write and newsletter subscriptions.',
    ar: 'الرسائل التي ترسلها إلينا عبر نموذج الاتصال، والمراجعات التي تكتبها، واشتراكات النشرة الإخبارية.',
  },
  lbl_privacy_collect_seller: {
    en: 'Details you submit in a request to become a seller.',
    ar: 'البيانات التي تقدّمها في طلب الانضمام كبائع.',
  },

  lbl_privacy_use_heading: { en: 'How we use your information', ar: 'كيف نستخدم معلوماتك' },
  lbl_privacy_use_orders: {
    en: 'To process, deliver and support your orders, returns and exchanges.',
    ar: 'لمعالجة طلباتك وتوصيلها ودعمها، وكذلك الإرجاع والاستبدال.',
  },
  lbl_privacy_use_account: {
    en: 'To run your account, including resetting a forgotten password.',
    ar: 'لإدارة حسابك، بما في ذلك إعادة تعيين كلمة مرور منسية.',
  },
  lbl_privacy_use_service: {
    en: 'To answer your questions and messages.',
    ar: 'للرد على أسئلتك ورسائلك.',
  },
  lbl_privacy_use_news: {
    en: 'To send you our newsletter, only if you subscribed; ask us at any time and we will stop.',
    ar: 'لإرسال نشرتنا الإخبارية إليك إن اشتركت فيها فقط، ويكفي أن تطلب منا التوقف في أي وقت.',
  },
  lbl_privacy_use_safety: {
    en: 'To protect our shoppers and our store against fraud and misuse.',
    ar: 'لحماية متسوقينا ومتجرنا من الاحتيال وسوء الاستخدام.',
  },

  lbl_privacy_storage_heading: {
    en: 'Information kept in your browser',
    ar: 'المعلومات المحفوظة في متصفحك',
  },
  lbl_privacy_storage_p1: {
    en: 'Your cart, your wish list, your chosen language and, when you are logged in, your sign-in details are kept in your own browser’s storage so that they are still there when you come back.',
    ar: 'تُحفظ سلة التسوق وقائمة الأمنيات واللغة التي اخترتها، وبيانات تسجيل الدخول عند تسجيلك، في مساحة التخزين بمتصفحك أنت، لتجدها كما هي عند عودتك.',
  },
  lbl_privacy_storage_p2: {
    en: 'You can remove them at any time by logging out or by clearing your browser’s site data.',
    ar: 'يمكنك حذفها في أي وقت بتسجيل الخروج أو بمسح بيانات الموقع من متصفحك.',
  },

  lbl_privacy_payments_heading: { en: 'Payments', ar: 'المدفوعات' },
  lbl_privacy_payments_p1: {
    en: 'Card and online wallet payments are handled by our payment providers. Bazaar never sees or stores your full card number.',
    ar: 'يتولى مزوّدو خدمات الدفع لدينا مدفوعات البطاقات والمحافظ الإلكترونية، ولا يطّلع بازار على رقم بطاقتك الكامل ولا يخزّنه.',
  },

  lbl_privacy_share_heading: { en: 'Who we share information with', ar: 'مع من نشارك المعلومات' },
  lbl_privacy_share_p1: {
    en: 'We share your details only with those who help us fulfil your order, such as couriers and payment providers, and only as far as they need them. We never sell your personal information.',
    ar: 'لا نشارك بياناتك إلا مع من يساعدوننا في تنفيذ طلبك، كشركات التوصيل ومزوّدي خدمات الدفع، وبالقدر الذي يحتاجون إليه فقط. ولا نبيع معلوماتك الشخصية أبدًا.',
  },
  lbl_privacy_share_p2: {
    en: 'We may also disclose information where Indian law requires us to.',
    ar: 'وقد نفصح عن المعلومات أيضًا حين يُلزمنا القانون الهندي بذلك.',
  },

  lbl_privacy_security_heading: { en: 'How we protect your information', ar: 'كيف نحمي معلوماتك' },
  lbl_privacy_security_p1: {
    en: 'Our website uses encrypted connections, passwords are stored only in a protected, irreversible form, and access to customer data is limited to staff who need it.',
    ar: 'يستخدم موقعنا اتصالات مشفّرة، وتُخزَّن كلمات المرور بصيغة محمية لا يمكن عكسها فقط، ويقتصر الوصول إلى بيانات العملاء على الموظفين الذين يحتاجون إليها.',
  },

  lbl_privacy_retention_heading: { en: 'How long we keep it', ar: 'مدة الاحتفاظ بالمعلومات' },
  lbl_privacy_retention_p1: {
    en: 'We keep account and order information for as long as your account is active and afterwards only as long as tax and accounting laws require.',
    ar: 'نحتفظ ببيانات الحساب والطلبات ما دام حسابك نشطًا، وبعد ذلك فقط للمدة التي تفرضها قوانين الضرائب والمحاسبة.',
  },

  lbl_privacy_rights_heading: { en: 'Your choices and rights', ar: 'خياراتك وحقوقك' },
  lbl_privacy_rights_p1: {
    en: 'You can see and correct your details at any time on the Update Profile page. To ask for a copy of your information or for your account to be deleted, contact us and we will respond promptly.',
    ar: 'يمكنك الاطلاع على بياناتك وتصحيحها في أي وقت من صفحة «تحديث الملف الشخصي». ولطلب نسخة من معلوماتك أو حذف حسابك، تواصل معنا وسنرد عليك سريعًا.',
  },

  lbl_privacy_children_heading: { en: 'Children', ar: 'الأطفال' },
  lbl_privacy_children_p1: {
    en: 'Our store is meant for adults. Children should shop only with the involvement of a parent or guardian.',
    ar: 'متجرنا موجّه للبالغين، وينبغي ألا يتسوق الأطفال إلا بمشاركة أحد الوالدين أو الوصي.',
  },

  lbl_privacy_changes_heading: { en: 'Changes to this policy', ar: 'التغييرات على هذه السياسة' },
  lbl_privacy_changes_p1: {
    en: 'We may update this policy from time to time. The version on this page is always the current one.',
    ar: 'قد نحدّث هذه السياسة من حين لآخر، والنسخة المنشورة في هذه الصفحة هي دائمًا النسخة السارية.',
  },

  lbl_privacy_contact_heading: { en: 'Contact us', ar: 'تواصل معنا' },
  lbl_privacy_contact_p1: {
    en: 'Questions about your privacy? Write to us through the contact page.',
    ar: 'هل لديك أسئلة حول خصوصيتك؟ راسلنا عبر صفحة الاتصال.',
  },
  lbl_privacy_contact_link: { en: 'Go to the contact page', ar: 'الانتقال إلى صفحة الاتصال' },
} as const satisfies Texts;
