import type { contactLabels } from '@bazaar/contract/labels/contact';

export const contactArabic: Record<keyof typeof contactLabels, string> = {
  lbl_contact_title: 'اتصل بنا',
  lbl_contact_meta:
    'راسل خدمة عملاء بازار أو اتصل بنا أو زر مكتبينا في مومباي ونيويورك. نحن في خدمتك من الاثنين إلى الأحد، على مدار الساعة.',
  lbl_contact_intro:
    'هل لديك سؤال عن طلب أو مقاس أو منتج؟ أرسل إلينا رسالة وسيتواصل معك فريق خدمة العملاء.',

  lbl_contact_form_heading: 'أرسل إلينا رسالة',
  lbl_contact_required_note: 'جميع الحقول مطلوبة.',
  lbl_contact_name: 'الاسم',
  lbl_contact_email: 'البريد الإلكتروني',
  lbl_contact_phone: 'رقم الهاتف',
  lbl_contact_subject: 'الموضوع',
  lbl_contact_message: 'رسالتك',
  lbl_contact_submit: 'إرسال الرسالة',
  lbl_contact_sending: 'جارٍ الإرسال…',

  lbl_contact_info_heading: 'تواصل معنا',
  lbl_contact_office_india: 'مكتب الهند',
  lbl_contact_office_us: 'مكتب الولايات المتحدة',
  lbl_contact_address: 'العنوان',
  lbl_contact_phone_short: 'الهاتف',
  lbl_contact_email_short: 'البريد الإلكتروني',
  lbl_contact_hours_heading: 'ساعات العمل',
  lbl_contact_hours_value: 'من الاثنين إلى الأحد (على مدار الساعة طوال الأسبوع)',
  lbl_contact_chat: 'تحدّث معنا',
  lbl_contact_social_heading: 'تابعنا',
  lbl_contact_follow_on: 'بازار على',
  lbl_contact_opens_new_tab: '(يفتح في علامة تبويب جديدة)',
};
