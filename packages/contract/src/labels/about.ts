// About us: Bazaar, a chain of Indian department stores with offices in Mumbai and New York.
export const aboutLabels = {
  lbl_about_title: 'About Us',
  lbl_about_meta:
    'Bazaar is a chain of Indian department stores for apparel, fragrance, accessories, cosmetics, footwear and home decor, with offices in India and the US.',
  lbl_about_lead:
    'Bazaar brings the colour and craft of an Indian department store to your doorstep, whether you shop in one of our stores or online.',

  lbl_about_story_heading: 'Our story',
  lbl_about_story_p1:
    'Bazaar began as a single family-run store in Mumbai, built on a simple idea: good things, fairly priced, sold by people who know them well.',
  lbl_about_story_p2:
    'Today we are a chain of department stores across India, and this online store lets shoppers everywhere choose from the same carefully picked range.',
  lbl_about_story_p3:
    'Our team in India works directly with weavers, perfumers, cobblers and makers, while our office in the US looks after international partners and customers abroad.',

  lbl_about_range_heading: 'What you will find',
  lbl_about_range_intro: 'Every department is chosen by buyers who specialise in it:',
  lbl_about_range_apparel:
    'Apparel for women, men and children, from everyday cottons to festive wear',
  lbl_about_range_fragrance: 'Fragrances, attars and perfumes',
  lbl_about_range_accessories: 'Accessories: bags, jewellery, watches and more',
  lbl_about_range_cosmetics: 'Cosmetics and personal care',
  lbl_about_range_footwear: 'Footwear for work, play and celebrations',
  lbl_about_range_home: 'Home decor that makes a house feel like home',

  lbl_about_values_heading: 'What we stand for',
  lbl_about_value_quality_title: 'Quality you can check',
  lbl_about_value_quality_text:
    'Every product passes a quality check before it leaves our warehouse, and again when a return comes back.',
  lbl_about_value_price_title: 'Honest prices',
  lbl_about_value_price_text:
    'Prices are shown in Indian rupees with any discount clearly marked, and there are no surprises at checkout.',
  lbl_about_value_service_title: 'People who care',
  lbl_about_value_service_text:
    'Our customer care team answers questions about sizes, orders and returns, and is happy to help you choose.',
  lbl_about_value_pay_title: 'Pay your way',
  lbl_about_value_pay_text:
    'Pay by card, with an online wallet, or in cash when your order arrives.',

  lbl_about_offices_heading: 'Our offices',
  lbl_about_office_india: 'India office',
  lbl_about_office_us: 'US office',
  lbl_about_offices_intro:
    'Our head office is in Mumbai, India. Our US office in New York looks after international customers and partners.',

  lbl_about_cta_heading: 'Come and browse',
  lbl_about_cta_text:
    'Explore the full range online, or write to us if there is anything we can help with.',
  lbl_about_cta_shop: 'Shop all products',
  lbl_about_cta_contact: 'Contact us',
} as const satisfies Record<string, string>;
