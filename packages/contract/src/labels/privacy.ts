// Privacy policy: what the storefront actually keeps (account, orders, browser storage) and why.
export const privacyLabels = {
  lbl_privacy_title: 'Privacy Policy',
  lbl_privacy_meta:
    'How Bazaar collects, uses, stores and protects your personal information when you shop with us.',
  lbl_privacy_intro:
    'Your trust matters to us. This policy explains what information Bazaar collects when you visit or shop on this website, how we use it and the choices you have.',
  lbl_privacy_toc: 'On this page',

  lbl_privacy_collect_heading: 'Information we collect',
  lbl_privacy_collect_intro: 'We collect only what we need to serve you:',
  lbl_privacy_collect_account:
    'Account details you give us: your name, e-mail address, phone number and shipping address.',
  lbl_privacy_collect_orders:
    'Order details: the products you buy, the payment method you choose, and your order history.',
  lbl_privacy_collect_messages:
    'Messages you send us through the contact form, reviews you write and newsletter subscriptions.',
  lbl_privacy_collect_seller: 'Details you submit in a request to become a seller.',

  lbl_privacy_use_heading: 'How we use your information',
  lbl_privacy_use_orders: 'To process, deliver and support your orders, returns and exchanges.',
  lbl_privacy_use_account: 'To run your account, including resetting a forgotten password.',
  lbl_privacy_use_service: 'To answer your questions and messages.',
  lbl_privacy_use_news:
    'To send you our newsletter, only if you subscribed; ask us at any time and we will stop.',
  lbl_privacy_use_safety: 'To protect our shoppers and our store against fraud and misuse.',

  lbl_privacy_storage_heading: 'Information kept in your browser',
  lbl_privacy_storage_p1:
    'Your cart, your wish list, your chosen language and, when you are logged in, your sign-in details are kept in your own browser’s storage so that they are still there when you come back.',
  lbl_privacy_storage_p2:
    'You can remove them at any time by logging out or by clearing your browser’s site data.',

  lbl_privacy_payments_heading: 'Payments',
  lbl_privacy_payments_p1:
    'Card and online wallet payments are handled by our payment providers. Bazaar never sees or stores your full card number.',

  lbl_privacy_share_heading: 'Who we share information with',
  lbl_privacy_share_p1:
    'We share your details only with those who help us fulfil your order, such as couriers and payment providers, and only as far as they need them. We never sell your personal information.',
  lbl_privacy_share_p2: 'We may also disclose information where Indian law requires us to.',

  lbl_privacy_security_heading: 'How we protect your information',
  lbl_privacy_security_p1:
    'Our website uses encrypted connections, passwords are stored only in a protected, irreversible form, and access to customer data is limited to staff who need it.',

  lbl_privacy_retention_heading: 'How long we keep it',
  lbl_privacy_retention_p1:
    'We keep account and order information for as long as your account is active and afterwards only as long as tax and accounting laws require.',

  lbl_privacy_rights_heading: 'Your choices and rights',
  lbl_privacy_rights_p1:
    'You can see and correct your details at any time on the Update Profile page. To ask for a copy of your information or for your account to be deleted, contact us and we will respond promptly.',

  lbl_privacy_children_heading: 'Children',
  lbl_privacy_children_p1:
    'Our store is meant for adults. Children should shop only with the involvement of a parent or guardian.',

  lbl_privacy_changes_heading: 'Changes to this policy',
  lbl_privacy_changes_p1:
    'We may update this policy from time to time. The version on this page is always the current one.',

  lbl_privacy_contact_heading: 'Contact us',
  lbl_privacy_contact_p1: 'Questions about your privacy? Write to us through the contact page.',
  lbl_privacy_contact_link: 'Go to the contact page',
} as const satisfies Record<string, string>;
