// Contact page: form labels (the same words as the validation messages of spec §5) and the
// static contact block. Office names and hours default to CONTACT_INFO so they are written once.
import { CONTACT_INFO } from '../constants.ts';

export const contactLabels = {
  lbl_contact_title: 'Contact Us',
  lbl_contact_meta:
    'Write to Bazaar customer care, call us or visit our offices in Mumbai and New York. We are here Monday to Sunday, 24x7.',
  lbl_contact_intro:
    'Questions about an order, a size or a product? Send us a message and our customer care team will get back to you.',

  lbl_contact_form_heading: 'Send us a message',
  lbl_contact_required_note: 'All fields are required.',
  lbl_contact_name: 'Name',
  lbl_contact_email: 'Email',
  lbl_contact_phone: 'Phone Number',
  lbl_contact_subject: 'Subject',
  lbl_contact_message: 'Your Message',
  lbl_contact_submit: 'Send Message',
  lbl_contact_sending: 'Sending…',

  lbl_contact_info_heading: 'Get in touch',
  lbl_contact_office_india: CONTACT_INFO.offices[0].label,
  lbl_contact_office_us: CONTACT_INFO.offices[1].label,
  lbl_contact_address: 'Address',
  lbl_contact_phone_short: 'Phone',
  lbl_contact_email_short: 'E-mail',
  lbl_contact_hours_heading: 'Opening hours',
  lbl_contact_hours_value: CONTACT_INFO.hours,
  lbl_contact_chat: 'Chat with us',
  lbl_contact_social_heading: 'Follow us',
  lbl_contact_follow_on: 'Bazaar on',
  lbl_contact_opens_new_tab: '(opens in a new tab)',
} as const satisfies Record<string, string>;
