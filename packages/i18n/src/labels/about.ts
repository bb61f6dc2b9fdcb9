// About us: Bazaar, a chain of Indian department stores with offices in Mumbai and New York.
import type { Texts } from '../text.ts';

export const aboutTexts = {
  lbl_about_title: { en: 'About Us', ar: 'من نحن' },
  lbl_about_meta: {
    en: 'Bazaar is a chain of Indian department stores for apparel, fragrance, accessories, cosmetics, footwear and home decor, with offices in India and the US.',
    ar: 'بازار سلسلة متاجر متعددة الأقسام في الهند تقدّم الملابس والعطور والإكسسوارات ومستحضرات التجميل والأحذية والديكور المنزلي، ولها مكتبان في الهند والولايات المتحدة.',
  },
  lbl_about_lead: {
    en: 'Bazaar brings the colour and craft of an Indian department store to your doorstep, whether you shop in one of our stores or online.',
    ar: 'يقدّم بازار ألوان المتجر الهندي متعدد الأقسام وحِرفيّته حتى باب منزلك، سواء تسوّقت في أحد متاجرنا أو عبر الإنترنت.',
  },

  lbl_about_story_heading: { en: 'Our story', ar: 'قصتنا' },
  lbl_about_story_p1: {
    en: 'Bazaar began as a single family-run store in Mumbai, built on a simple idea: good things, fairly priced, sold by people who know them well.',
    ar: 'بدأ بازار متجرًا عائليًا واحدًا في مومباي، قائمًا على فكرة بسيطة: منتجات جيدة بأسعار عادلة، يبيعها أناس يعرفونها جيدًا.',
  },
  lbl_about_story_p2: {
    en: 'Today we are a chain of department stores across India, and this online store lets shoppers everywhere choose from the same carefully picked range.',
    ar: 'واليوم أصبحنا سلسلة متاجر متعددة الأقسام في أنحاء الهند، ويتيح متجرنا الإلكتروني للمتسوقين في كل مكان الاختيار من التشكيلة المنتقاة بعناية نفسها.',
  },
  lbl_about_story_p3: {
    en: 'Our team in India works directly with weavers, perfumers, cobblers and makers, while our office in the US looks after international partners and customers abroad.',
    ar: 'يعمل فريقنا في الهند مباشرةً مع النسّاجين وصانعي العطور والإسكافيين والحرفيين، بينما يتولى مكتبنا في الولايات المتحدة شؤون الشركاء والعملاء في الخارج.',
  },

  lbl_about_range_heading: { en: 'What you will find', ar: 'ما ستجده لدينا' },
  lbl_about_range_intro: {
    en: 'Every department is chosen by buyers who specialise in it:',
    ar: 'يختار كلَّ قسم مشترون متخصصون فيه:',
  },
  lbl_about_range_apparel: {
    en: 'Apparel for women, men and children, from everyday cottons to festive wear',
    ar: 'ملابس للنساء والرجال والأطفال، من القطنيات اليومية إلى أزياء المناسبات',
  },
  lbl_about_range_fragrance: {
    en: 'Fragrances, attars and perfumes',
    ar: 'العطور ودهن العود والعطور الزيتية',
  },
  lbl_about_range_accessories: {
    en: 'Accessories: bags, jewellery, watches and more',
    ar: 'الإكسسوارات: الحقائب والمجوهرات والساعات وغيرها',
  },
  lbl_about_range_cosmetics: {
    en: 'Cosmetics and personal care',
    ar: 'مستحضرات التجميل والعناية الشخصية',
  },
  lbl_about_range_footwear: {
    en: 'Footwear for work, play and celebrations',
    ar: 'أحذية للعمل واللعب والمناسبات',
  },
  lbl_about_range_home: {
    en: 'Home decor that makes a house feel like home',
    ar: 'ديكور منزلي يجعل البيت أكثر دفئًا',
  },

  lbl_about_values_heading: { en: 'What we stand for', ar: 'مبادئنا' },
  lbl_about_value_quality_title: { en: 'Quality you can check', ar: 'جودة يمكنك التحقق منها' },
  lbl_about_value_quality_text: {
    en: 'Every product passes a quality check before it leaves our warehouse, and again when a return comes back.',
    ar: 'يخضع كل منتج لفحص الجودة قبل أن يغادر مستودعنا، ومرة أخرى عند إرجاعه إلينا.',
  },
  lbl_about_value_price_title: { en: 'Honest prices', ar: 'أسعار صادقة' },
  lbl_about_value_price_text: {
    en: 'Prices are shown in Indian rupees with any discount clearly marked, and there are no surprises at checkout.',
    ar: 'تُعرض الأسعار بالروبية الهندية مع توضيح أي خصم بجلاء، ولا مفاجآت عند إتمام الطلب.',
  },
  lbl_about_value_service_title: { en: 'People who care', ar: 'فريق يهتم بك' },
  lbl_about_value_service_text: {
    en: 'Our customer care team answers questions about sizes, orders and returns, and is happy to help you choose.',
    ar: 'يجيب فريق خدمة العملاء عن أسئلتك حول المقاسات والطلبات والإرجاع، ويسعده أن يساعدك في الاختيار.',
  },
  lbl_about_value_pay_title: { en: 'Pay your way', ar: 'ادفع بالطريقة التي تناسبك' },
  lbl_about_value_pay_text: {
    en: 'Pay by card, with an online wallet, or in cash when your order arrives.',
    ar: 'ادفع بالبطاقة، أو بمحفظة إلكترونية، أو نقدًا عند وصول طلبك.',
  },

  lbl_about_offices_heading: { en: 'Our offices', ar: 'مكاتبنا' },
  lbl_about_office_india: { en: 'India office', ar: 'مكتب الهند' },
  lbl_about_office_us: { en: 'US office', ar: 'مكتب الولايات المتحدة' },
  lbl_about_offices_intro: {
    en: 'Our head office is in Mumbai, India. Our US office in New York looks after international customers and partners.',
    ar: 'يقع مكتبنا الرئيسي في مومباي بالهند، ويتولى مكتبنا في نيويورك بالولايات المتحدة شؤون العملاء والشركاء الدوليين.',
  },

  lbl_about_cta_heading: { en: 'Come and browse', ar: 'تفضّل بالتصفح' },
  lbl_about_cta_text: {
    en: 'Explore the full range online, or write to us if there is anything we can help with.',
    ar: 'استكشف تشكيلتنا الكاملة عبر الإنترنت، أو راسلنا إن كان بوسعنا مساعدتك في أي شيء.',
  },
  lbl_about_cta_shop: { en: 'Shop all products', ar: 'تسوّق جميع المنتجات' },
  lbl_about_cta_contact: { en: 'Contact us', ar: 'اتصل بنا' },
} as const satisfies Texts;
