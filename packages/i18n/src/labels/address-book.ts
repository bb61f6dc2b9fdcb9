// The address book (98, Bazaar addition, issue #19 item 4): the checkout's delivery address step
// and the account's address book page share these labels (the form, the list, the dialogs).
import type { Texts } from '../text.ts';

export const addressBookTexts = {
  lbl_addr_delivery_title: { en: 'Delivery address', ar: 'عنوان التوصيل' },
  lbl_addr_choose: { en: 'Deliver to', ar: 'التوصيل إلى' },
  lbl_addr_contact: { en: 'Order updates go to', ar: 'تُرسل تحديثات الطلب إلى' },
  lbl_addr_default: { en: 'Default', ar: 'الافتراضي' },
  lbl_addr_add: { en: 'Add a new address', ar: 'إضافة عنوان جديد' },
  lbl_addr_edit: { en: 'Edit', ar: 'تعديل' },
  lbl_addr_gift: { en: 'Deliver to someone else (a gift)', ar: 'التوصيل إلى شخص آخر (هدية)' },
  lbl_addr_gift_hint: {
    en: 'Enter the name and mobile number of the person receiving the parcel.',
    ar: 'أدخل اسم ورقم جوال الشخص الذي سيستلم الطرد.',
  },
  lbl_addr_title_add: { en: 'New address', ar: 'عنوان جديد' },
  lbl_addr_title_edit: { en: 'Edit address', ar: 'تعديل العنوان' },
  lbl_addr_title_gift: { en: 'Address of the gift recipient', ar: 'عنوان مستلم الهدية' },
  lbl_addr_fullname: { en: 'Full name', ar: 'الاسم الكامل' },
  lbl_addr_mobile: { en: 'Mobile number', ar: 'رقم الجوال' },
  lbl_addr_pin: { en: 'PIN code', ar: 'رمز PIN' },
  lbl_addr_line1: { en: 'House no., building, street', ar: 'رقم المنزل، المبنى، الشارع' },
  lbl_addr_line2: { en: 'Area, landmark (optional)', ar: 'المنطقة، معلم قريب (اختياري)' },
  lbl_addr_country: { en: 'Country', ar: 'الدولة' },
  lbl_addr_state: { en: 'State / union territory', ar: 'الولاية / الإقليم الاتحادي' },
  lbl_addr_city: { en: 'City', ar: 'المدينة' },
  lbl_addr_make_default: { en: 'Make this my default address', ar: 'اجعله عنواني الافتراضي' },
  lbl_addr_save: { en: 'Save address', ar: 'حفظ العنوان' },
  lbl_addr_saving: { en: 'Saving…', ar: 'جارٍ الحفظ…' },
  lbl_addr_saved: { en: 'Address saved.', ar: 'تم حفظ العنوان.' },
  lbl_addr_cancel: { en: 'Cancel', ar: 'إلغاء' },
  lbl_addr_mobile_short: { en: 'Mobile', ar: 'الجوال' },
  lbl_addr_none: {
    en: 'You have no saved address yet. Please add one.',
    ar: 'ليس لديك عنوان محفوظ بعد. يرجى إضافة عنوان.',
  },
  lbl_addr_loading: { en: 'Loading your addresses…', ar: 'جارٍ تحميل عناوينك…' },
  lbl_addr_load_failed: {
    en: 'Your addresses could not be loaded.',
    ar: 'تعذّر تحميل عناوينك.',
  },
  lbl_addr_needs_edit: {
    en: 'Incomplete: please edit this address before delivering to it.',
    ar: 'غير مكتمل: يرجى تعديل هذا العنوان قبل التوصيل إليه.',
  },
  lbl_addr_digital_only: {
    en: 'Everything in your order is digital, so no delivery address is needed.',
    ar: 'كل ما في طلبك رقمي، لذا لا حاجة إلى عنوان توصيل.',
  },
  lbl_addr_book_title: { en: 'My addresses', ar: 'عناويني' },
  lbl_addr_book_meta: {
    en: 'Add, edit and delete your delivery addresses, and choose your default.',
    ar: 'أضف عناوين التوصيل وعدّلها واحذفها، واختر عنوانك الافتراضي.',
  },
  lbl_addr_set_default: { en: 'Make default', ar: 'اجعله الافتراضي' },
  lbl_addr_delete: { en: 'Delete', ar: 'حذف' },
  lbl_addr_delete_title: { en: 'Delete this address?', ar: 'حذف هذا العنوان؟' },
  lbl_addr_delete_yes: { en: 'Yes, delete', ar: 'نعم، احذفه' },
  lbl_addr_deleted: { en: 'Address deleted.', ar: 'تم حذف العنوان.' },
  lbl_addr_default_set: { en: 'Default address changed.', ar: 'تم تغيير العنوان الافتراضي.' },
} as const satisfies Texts;
