// Terms and conditions of the online store; returns defer to the return and refund policy.
export const termsLabels = {
  lbl_terms_title: 'Terms and Conditions',
  lbl_terms_meta:
    'The terms that apply when you use the Bazaar website and buy from our online store.',
  lbl_terms_intro:
    'Please read these terms carefully. By using this website or placing an order with Bazaar, you agree to them.',
  lbl_terms_toc: 'On this page',

  lbl_terms_use_heading: 'Using this website',
  lbl_terms_use_p1:
    'You may use this website to browse and buy products for your own personal use. Please do not misuse it, for example by trying to break its security or by placing orders in someone else’s name.',

  lbl_terms_account_heading: 'Your account',
  lbl_terms_account_p1:
    'You are responsible for keeping your password secret and for the accuracy of the details in your account. Tell us straight away if you think someone else has used your account.',

  lbl_terms_products_heading: 'Products and prices',
  lbl_terms_products_p1:
    'Prices are in Indian rupees (₹) and may change without notice; the price that applies is the one shown when you place your order.',
  lbl_terms_products_p2:
    'We describe and photograph our products as accurately as we can, but colours may look slightly different on your screen.',
  lbl_terms_products_p3:
    'If a product was listed at an obviously wrong price, we will contact you before we ship it and you may cancel the order.',

  lbl_terms_orders_heading: 'Orders',
  lbl_terms_orders_p1:
    'Your order is an offer to buy. It is accepted when we confirm it. We may decline an order, for example when a product is out of stock, and any amount already paid will then be refunded in full.',
  lbl_terms_orders_p2: 'You can cancel an order within 24 hours of placing it.',

  lbl_terms_payment_heading: 'Payment',
  lbl_terms_payment_p1:
    'You can pay by card, with an online wallet or by cash on delivery. Card and wallet payments are processed securely by our payment providers.',
  lbl_terms_payment_p2:
    'A coupon code can be applied once per order and cannot be exchanged for cash.',

  lbl_terms_delivery_heading: 'Shipping and delivery',
  lbl_terms_delivery_p1:
    'Delivery times shown on the website are estimates. Please check your parcel on arrival and tell us within 7 days of delivery if anything is wrong.',

  lbl_terms_returns_heading: 'Returns, exchanges and refunds',
  lbl_terms_returns_p1:
    'Returns, exchanges and refunds are handled according to our Return and Refund Policy, which forms part of these terms.',
  lbl_terms_returns_link: 'Read the Return and Refund Policy',

  lbl_terms_digital_heading: 'Digital products',
  lbl_terms_digital_p1:
    'Digital products can be downloaded from your order history once the order is completed. They are licensed for your personal use only and may not be shared or resold.',

  lbl_terms_content_heading: 'Reviews and messages',
  lbl_terms_content_p1:
    'Reviews and messages you send must be honest and lawful. We may decline or remove content that is offensive, misleading or unrelated to the product.',

  lbl_terms_sellers_heading: 'Seller requests',
  lbl_terms_sellers_p1:
    'Submitting a request to become a seller does not create any agreement. Approved sellers receive separate terms.',

  lbl_terms_ip_heading: 'Intellectual property',
  lbl_terms_ip_p1:
    'The Bazaar name, logo, photographs and texts on this website belong to Bazaar or its partners and may not be copied without permission.',

  lbl_terms_liability_heading: 'Liability',
  lbl_terms_liability_p1:
    'We are responsible for losses that are a foreseeable result of our breaking these terms, up to the value of your order. Nothing in these terms limits your rights as a consumer under Indian law.',

  lbl_terms_law_heading: 'Governing law',
  lbl_terms_law_p1:
    'These terms are governed by the laws of India, and the courts of Mumbai have jurisdiction over any dispute.',

  lbl_terms_changes_heading: 'Changes to these terms',
  lbl_terms_changes_p1:
    'We may update these terms from time to time. The terms in force when you place an order apply to that order.',

  lbl_terms_contact_heading: 'Contact us',
  lbl_terms_contact_p1: 'Questions about these terms? Our customer care team is happy to help.',
  lbl_terms_contact_link: 'Go to the contact page',
} as const satisfies Record<string, string>;
