import type { aboutLabels } from '@bazaar/contract/labels/about';

export const aboutArabic: Record<keyof typeof aboutLabels, string> = {
  lbl_about_title: 'من نحن',
  lbl_about_meta:
    'بازار سلسلة متاجر متعددة الأقسام في الهند تقدّم الملابس والعطور والإكسسوارات ومستحضرات التجميل والأحذية والديكور المنزلي، ولها مكتبان في الهند والولايات المتحدة.',
  lbl_about_lead:
    'يقدّم بازار ألوان المتجر الهندي متعدد الأقسام وحِرفيّته حتى باب منزلك، سواء تسوّقت في أحد متاجرنا أو عبر الإنترنت.',

  lbl_about_story_heading: 'قصتنا',
  lbl_about_story_p1:
    'بدأ بازار متجرًا عائليًا واحدًا في مومباي، قائمًا على فكرة بسيطة: منتجات جيدة بأسعار عادلة، يبيعها أناس يعرفونها جيدًا.',
  lbl_about_story_p2:
    'واليوم أصبحنا سلسلة متاجر متعددة الأقسام في أنحاء الهند، ويتيح متجرنا الإلكتروني للمتسوقين في كل مكان الاختيار من التشكيلة المنتقاة بعناية نفسها.',
  lbl_about_story_p3:
    'يعمل فريقنا في الهند مباشرةً مع النسّاجين وصانعي العطور والإسكافيين والحرفيين، بينما يتولى مكتبنا في الولايات المتحدة شؤون الشركاء والعملاء في الخارج.',

  lbl_about_range_heading: 'ما ستجده لدينا',
  lbl_about_range_intro: 'يختار كلَّ قسم مشترون متخصصون فيه:',
  lbl_about_range_apparel: 'ملابس للنساء والرجال والأطفال، من القطنيات اليومية إلى أزياء المناسبات',
  lbl_about_range_fragrance: 'العطور ودهن العود والعطور الزيتية',
  lbl_about_range_accessories: 'الإكسسوارات: الحقائب والمجوهرات والساعات وغيرها',
  lbl_about_range_cosmetics: 'مستحضرات التجميل والعناية الشخصية',
  lbl_about_range_footwear: 'أحذية للعمل واللعب والمناسبات',
  lbl_about_range_home: 'ديكور منزلي يجعل البيت أكثر دفئًا',

  lbl_about_values_heading: 'مبادئنا',
  lbl_about_value_quality_title: 'جودة يمكنك التحقق منها',
  lbl_about_value_quality_text:
    'يخضع كل منتج لفحص الجودة قبل أن يغادر مستودعنا، ومرة أخرى عند إرجاعه إلينا.',
  lbl_about_value_price_title: 'أسعار صادقة',
  lbl_about_value_price_text:
    'تُعرض الأسعار بالروبية الهندية مع توضيح أي خصم بجلاء، ولا مفاجآت عند إتمام الطلب.',
  lbl_about_value_service_title: 'فريق يهتم بك',
  lbl_about_value_service_text:
    'يجيب فريق خدمة العملاء عن أسئلتك حول المقاسات والطلبات والإرجاع، ويسعده أن يساعدك في الاختيار.',
  lbl_about_value_pay_title: 'ادفع بالطريقة التي تناسبك',
  lbl_about_value_pay_text: 'ادفع بالبطاقة، أو بمحفظة إلكترونية، أو نقدًا عند وصول طلبك.',

  lbl_about_offices_heading: 'مكاتبنا',
  lbl_about_office_india: 'مكتب الهند',
  lbl_about_office_us: 'مكتب الولايات المتحدة',
  lbl_about_offices_intro:
    'يقع مكتبنا الرئيسي في مومباي بالهند، ويتولى مكتبنا في نيويورك بالولايات المتحدة شؤون العملاء والشركاء الدوليين.',

  lbl_about_cta_heading: 'تفضّل بالتصفح',
  lbl_about_cta_text:
    'استكشف تشكيلتنا الكاملة عبر الإنترنت، أو راسلنا إن كان بوسعنا مساعدتك في أي شيء.',
  lbl_about_cta_shop: 'تسوّق جميع المنتجات',
  lbl_about_cta_contact: 'اتصل بنا',
};
