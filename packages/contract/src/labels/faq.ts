// FAQ page: questions grouped by topic; answers agree with the policy facts of spec §9.
export const faqLabels = {
  lbl_faq_title: "FAQ's",
  lbl_faq_heading: 'Frequently asked questions',
  lbl_faq_meta:
    'Answers to common questions about orders, shipping, payments, returns, sizes, digital downloads and your Bazaar account.',
  lbl_faq_intro: 'Find quick answers below. Select a question to show or hide its answer.',
  lbl_faq_topics: 'Topics',

  lbl_faq_group_orders: 'Orders',
  lbl_faq_q_place_order: 'How do I place an order?',
  lbl_faq_a_place_order:
    'Add the products you like to your cart, open the cart and choose Proceed to Checkout. Log in or create an account, check your billing details, pick a payment method and select Place Order.',
  lbl_faq_q_cancel_order: 'Can I cancel my order?',
  lbl_faq_a_cancel_order:
    'Yes, an order can be cancelled within 24 hours of placing it. Contact our customer care team with your order number.',
  lbl_faq_q_track_order: 'Where can I see the status of my order?',
  lbl_faq_a_track_order:
    'Log in and open View Order History from your account menu. Each order shows its date, status, number of items and total.',

  lbl_faq_group_shipping: 'Shipping',
  lbl_faq_q_shipping_cost: 'How much does shipping cost?',
  lbl_faq_a_shipping_cost:
    'Shipping charges, if any, are shown for each product in the cart and added up at checkout before you pay.',
  lbl_faq_q_shipping_time: 'How long will delivery take?',
  lbl_faq_a_shipping_time:
    'The estimated delivery time is shown on each product page under Shipping. Most orders are dispatched within a few working days.',

  lbl_faq_group_payments: 'Payments',
  lbl_faq_q_payment_methods: 'Which payment methods can I use?',
  lbl_faq_a_payment_methods:
    'You can pay by credit or debit card, with an online wallet, or by cash on delivery. Choose the method you prefer at checkout.',
  lbl_faq_q_cod: 'How does cash on delivery work?',
  lbl_faq_a_cod:
    'Choose Cash on delivery at checkout and confirm your order. Pay the courier in cash when your parcel arrives.',
  lbl_faq_q_card_safe: 'Is it safe to pay by card?',
  lbl_faq_a_card_safe:
    'Yes. Card details are entered in our payment provider’s secure form; Bazaar never sees or stores your full card number.',

  lbl_faq_group_returns: 'Returns and exchanges',
  lbl_faq_q_return: 'Can I return a product?',
  lbl_faq_a_return:
    'Yes, within 7 days of delivery. A manufacturing defect or a wrong size is refunded; any other return receives a credit note valid for 90 days. Special-sale products cannot be returned.',
  lbl_faq_q_exchange: 'Can I exchange an item for another size?',
  lbl_faq_a_exchange:
    'Yes, within 15 days of delivery. Exchanges are for size only and can be made once per order.',
  lbl_faq_q_pickup: 'Will you collect the parcel from me?',
  lbl_faq_a_pickup:
    'Yes, we can pick up a return from your address for a charge of ₹200. You are also welcome to send it back yourself.',

  lbl_faq_group_sizes: 'Sizes',
  lbl_faq_q_size: 'How do I find my size?',
  lbl_faq_a_size:
    'Open the Size Guide on the product page. It lists every size in inches and centimetres. If you are between two sizes, we suggest the larger one.',

  lbl_faq_group_digital: 'Digital downloads',
  lbl_faq_q_download: 'How do I download a digital product I bought?',
  lbl_faq_a_download:
    'Open View Order History and view the order. A Download link appears next to the item once the order is completed; until then it shows Yes (In Progress).',

  lbl_faq_group_account: 'Your account',
  lbl_faq_q_account_needed: 'Do I need an account to shop?',
  lbl_faq_a_account_needed:
    'You can browse, fill your cart and keep a wish list without an account. To check out, log in or sign up; it only takes a minute.',
  lbl_faq_q_password: 'I forgot my password. What should I do?',
  lbl_faq_a_password:
    'Select Forgot password on the login page and enter your e-mail address. We will send you a code to confirm, and then you can choose a new password.',
  lbl_faq_q_profile: 'How do I change my address or phone number?',
  lbl_faq_a_profile:
    'Log in, open the account menu and choose Update Profile. The new details are used for your next orders.',

  lbl_faq_more_heading: 'Still have a question?',
  lbl_faq_more_text: 'Our customer care team is happy to help.',
  lbl_faq_more_link: 'Contact us',
} as const satisfies Record<string, string>;
