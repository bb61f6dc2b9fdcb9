// The address book and the delivery address of an order (issue #19 item 4): each problem of an
// address form is its own message, so the form shows them all at once beside their fields, and
// the server names the same problem by the same id.
import type { Texts } from './text.ts';

export const ADDRESS_TEXTS = {
  addressFullNameRequired: {
    en: 'Please enter the full name of the person receiving the parcel.',
    ar: 'يرجى إدخال الاسم الكامل لمستلم الطرد.',
  },
  addressMobileInvalid: {
    en: 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9 (+91 or a leading 0 is fine).',
    ar: 'يرجى إدخال رقم جوال من 10 أرقام يبدأ بـ 6 أو 7 أو 8 أو 9 (يمكن إضافة ‎+91 أو صفر في البداية).',
  },
  addressPhoneInvalid: {
    en: 'Please enter a phone number of 6 to 15 digits.',
    ar: 'يرجى إدخال رقم هاتف من 6 إلى 15 رقمًا.',
  },
  addressPinInvalid: {
    en: 'Please enter a 6-digit PIN code (it does not start with 0).',
    ar: 'يرجى إدخال رمز PIN من 6 أرقام (لا يبدأ بصفر).',
  },
  addressPinStateMismatch: {
    en: 'This PIN code does not belong to {state}. Please check the PIN code or the state.',
    ar: 'رمز PIN هذا لا يتبع {state}. يرجى التحقق من رمز PIN أو الولاية.',
  },
  addressPostalCodeInvalid: {
    en: 'Please enter a postal code of 3 to 10 letters or digits.',
    ar: 'يرجى إدخال رمز بريدي من 3 إلى 10 أحرف أو أرقام.',
  },
  addressLine1Required: {
    en: 'Please enter the house number, building and street.',
    ar: 'يرجى إدخال رقم المنزل والمبنى والشارع.',
  },
  addressCountryRequired: { en: 'Please choose a country.', ar: 'يرجى اختيار الدولة.' },
  addressStateRequired: {
    en: 'Please choose a state or union territory.',
    ar: 'يرجى اختيار الولاية أو الإقليم الاتحادي.',
  },
  addressCityRequired: { en: 'Please choose a city.', ar: 'يرجى اختيار المدينة.' },
  addressNotFound: {
    en: 'This address is not in your address book. Please choose another one.',
    ar: 'هذا العنوان غير موجود في دفتر عناوينك. يرجى اختيار عنوان آخر.',
  },
  addressBookFull: {
    en: 'Your address book holds at most {n} addresses. Please delete one first.',
    ar: 'يتسع دفتر عناوينك لـ {n} عنوانًا على الأكثر. يرجى حذف عنوان أولًا.',
  },
  orderAddressMissing: {
    en: 'Please add a delivery address: your order has items to be shipped.',
    ar: 'يرجى إضافة عنوان للتوصيل: طلبك يحتوي على منتجات سيتم شحنها.',
  },
  orderAddressInvalid: {
    en: 'Your delivery address is incomplete or incorrect. Please edit it and try again.',
    ar: 'عنوان التوصيل غير مكتمل أو غير صحيح. يرجى تعديله ثم المحاولة مرة أخرى.',
  },
} as const satisfies Texts;

/** Why a place id was refused (HTTP 400 refusedField): no form sends these, a hand-made call can. */
export const PLACE_PROBLEM_TEXTS = {
  noCity: { en: 'no such city', ar: 'المدينة المختارة غير موجودة' },
  cityOutsideState: {
    en: 'is not in the chosen state',
    ar: 'المدينة المختارة ليست في الولاية المختارة',
  },
  noState: {
    en: 'no such state or province',
    ar: 'الولاية أو المقاطعة المختارة غير موجودة',
  },
  stateOutsideCountry: {
    en: 'is not in the chosen country',
    ar: 'الولاية المختارة ليست في البلد المختار',
  },
  noCountry: { en: 'no such country', ar: 'البلد المختار غير موجود' },
} as const satisfies Texts;
