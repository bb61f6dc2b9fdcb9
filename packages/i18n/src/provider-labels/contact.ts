// Contact (61): the contact page's element ids. The provider's page asks for the entity but its
// current code applies none of them; they are served so a storefront that does finds them.
import type { Texts } from '../text.ts';

export const contactProviderTexts = {
  lbl_contactus_title: { en: 'Contact Us', ar: 'اتصل بنا' },
  lbl_contact_here_help: { en: 'Here to Help', ar: 'نحن هنا لمساعدتك' },
  lbl_cont_location: { en: 'Location:', ar: 'العنوان:' },
  lbl_cont_callus: { en: 'Call Us:', ar: 'اتصل بنا على:' },
  lbl_cont_email: { en: 'Email Us:', ar: 'راسلنا على:' },
  lbl_cont_fax: { en: 'Fax:', ar: 'الفاكس:' },
  lbl_cont_mon: { en: 'Monday:', ar: 'الاثنين:' },
  lbl_cont_tues: { en: 'Tuesday:', ar: 'الثلاثاء:' },
  lbl_cont_wed: { en: 'Wednesday:', ar: 'الأربعاء:' },
  lbl_cont_thurs: { en: 'Thursday:', ar: 'الخميس:' },
  lbl_cont_frid: { en: 'Friday:', ar: 'الجمعة:' },
  lbl_cont_sat: { en: 'Saturday:', ar: 'السبت:' },
  lbl_cont_sund: { en: 'Sunday:', ar: 'الأحد:' },
  lbl_cont_drop_us: { en: 'Drop Us A Line', ar: 'راسلنا' },
  lbl_cont_form_name: { en: 'Name', ar: 'الاسم' },
  lbl_cont_form_email: { en: 'Email', ar: 'البريد الإلكتروني' },
  lbl_cont_form_phon: { en: 'Phone Number', ar: 'رقم الهاتف' },
  lbl_cont_form_subj: { en: 'Subject', ar: 'الموضوع' },
  lbl_cont_form_msg: { en: 'Your Message', ar: 'رسالتك' },
  lbl_cont_btn_sndmsg: { en: 'Send Message', ar: 'إرسال الرسالة' },
} as const satisfies Texts;
