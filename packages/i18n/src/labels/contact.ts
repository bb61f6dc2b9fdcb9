// Contact page: form labels (the same words as the validation messages of spec §5, fields.ts)
// and the static contact block, whose addresses and numbers are CONTACT_INFO in the contract.
import type { Texts } from '../text.ts';

export const contactTexts = {
  lbl_contact_title: { en: 'Contact Us', ar: 'اتصل بنا' },
  lbl_contact_meta: {
    en: 'Write to Bazaar customer care, call us or visit our offices in Mumbai and New York. We are here Monday to Sunday, 24x7.',
    ar: 'راسل خدمة عملاء بازار أو اتصل بنا أو زر مكتبينا في مومباي ونيويورك. نحن في خدمتك من الاثنين إلى الأحد، على مدار الساعة.',
  },
  lbl_contact_intro: {
    en: 'Questions about an order, a size or a product? Send us a message and our customer care team will get back to you.',
    ar: 'هل لديك سؤال عن طلب أو مقاس أو منتج؟ أرسل إلينا رسالة وسيتواصل معك فريق خدمة العملاء.',
  },

  lbl_contact_form_heading: { en: 'Send us a message', ar: 'أرسل إلينا رسالة' },
  lbl_contact_required_note: { en: 'All fields are required.', ar: 'جميع الحقول مطلوبة.' },
  lbl_contact_name: { en: 'Name', ar: 'الاسم' },
  lbl_contact_email: { en: 'Email', ar: 'البريد الإلكتروني' },
  lbl_contact_phone: { en: 'Phone Number', ar: 'رقم الهاتف' },
  lbl_contact_subject: { en: 'Subject', ar: 'الموضوع' },
  lbl_contact_message: { en: 'Your Message', ar: 'رسالتك' },
  lbl_contact_submit: { en: 'Send Message', ar: 'إرسال الرسالة' },
  lbl_contact_sending: { en: 'Sending…', ar: 'جارٍ الإرسال…' },

  lbl_contact_info_heading: { en: 'Get in touch', ar: 'تواصل معنا' },
  lbl_contact_office_india: { en: 'India office', ar: 'مكتب الهند' },
  lbl_contact_office_us: { en: 'US office', ar: 'مكتب الولايات المتحدة' },
  lbl_contact_address: { en: 'Address', ar: 'العنوان' },
  lbl_contact_phone_short: { en: 'Phone', ar: 'الهاتف' },
  lbl_contact_email_short: { en: 'E-mail', ar: 'البريد الإلكتروني' },
  lbl_contact_hours_heading: { en: 'Opening hours', ar: 'ساعات العمل' },
  lbl_contact_hours_value: {
    en: 'Monday To Sunday (24X7)',
    ar: 'من الاثنين إلى الأحد (على مدار الساعة طوال الأسبوع)',
  },
  lbl_contact_chat: { en: 'Chat with us', ar: 'تحدّث معنا' },
  lbl_contact_social_heading: { en: 'Follow us', ar: 'تابعنا' },
  lbl_contact_follow_on: { en: 'Bazaar on', ar: 'بازار على' },
  lbl_contact_opens_new_tab: { en: '(opens in a new tab)', ar: '(يفتح في علامة تبويب جديدة)' },
} as const satisfies Texts;
