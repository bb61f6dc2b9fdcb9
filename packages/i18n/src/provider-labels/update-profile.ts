// UpdateProfile (70): the profile form of a logged-in shopper.
import type { Texts } from '../text.ts';

export const updateProfileProviderTexts = {
  lbl_uprofile_title: { en: 'Update Profile', ar: 'تحديث الملف الشخصي' },
  lbl_uprofile_fname: { en: 'First Name', ar: 'الاسم الأول' },
  lbl_uprofile_lname: { en: 'Last Name', ar: 'اسم العائلة' },
  lbl_uprofile_state: { en: 'State/Province', ar: 'الولاية/المقاطعة' },
  lbl_uprofile_city: { en: 'City', ar: 'المدينة' },
  lbl_uprofile_contno: { en: 'Contact No', ar: 'رقم التواصل' },
  lbl_uprofile_pcode: { en: 'Postal Code', ar: 'الرمز البريدي' },
  lbl_uprofile_shipaddress: { en: 'Shipping Address', ar: 'عنوان الشحن' },
  lbl_uprofile_submit: { en: 'Update Profile', ar: 'حفظ التعديلات' },
  lbl_uprofile_gohome: { en: 'Go To Home Page', ar: 'العودة إلى الصفحة الرئيسية' },
} as const satisfies Texts;
