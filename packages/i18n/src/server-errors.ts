// The server's own envelope texts (errorMessage) that name no form field, said in the request's
// languageCode and named by messageId (message-catalogue.ts).
import type { Texts } from './text.ts';

export const SERVER_ERROR_TEXTS = {
  malformedJson: {
    en: 'The request body is not valid JSON.',
    ar: 'محتوى الطلب ليس بصيغة JSON صالحة.',
  },
  missingRequestParameters: {
    en: 'The request body must be a JSON object with "requestParameters".',
    ar: 'يجب أن يكون محتوى الطلب كائن JSON يتضمن "requestParameters".',
  },
  // A request no form can send (a wrong type, a NUL, an unknown product in cartJsonData): the
  // field's wire name, and why in each language (in Arabic, zod's `ar` locale's words).
  malformedField: {
    en: '{field}: {why}',
    ar: 'قيمة {field} في الطلب غير صالحة: {why}',
  },
  // A field the server itself refuses after the schema passed (a cart line, a place, a download
  // id), `why` given in both languages: the English names the wire field, the Arabic says the
  // same in Arabic words only.
  refusedField: { en: '{field}: {why}', ar: 'تعذّر قبول الطلب: {why}' },
  unknownEndpoint: { en: 'Unknown endpoint.', ar: 'عنوان الخدمة غير معروف.' },
  unauthorized: {
    en: 'You are not authorized. Please log in again.',
    ar: 'لا تملك صلاحية الوصول. يرجى تسجيل الدخول مرة أخرى.',
  },
  internal: {
    en: 'Something went wrong on our side. Please try again later.',
    ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى لاحقًا.',
  },
  tooManyRequests: {
    en: 'Too many requests. Please wait a moment and try again.',
    ar: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  },
  bodyTooLarge: { en: 'The request is too large.', ar: 'حجم الطلب كبير جدًا.' },
  jsonTooDeep: {
    en: 'The request body is nested too deeply.',
    ar: 'محتوى الطلب متداخل إلى عمق كبير جدًا.',
  },
  notJson: {
    en: 'Send the request as JSON (Content-Type: application/json).',
    ar: 'أرسل الطلب بصيغة JSON (Content-Type: application/json).',
  },
  unavailable: {
    en: 'The shop is briefly unavailable. Please try again in a moment.',
    ar: 'المتجر غير متاح مؤقتًا. يرجى المحاولة مرة أخرى بعد لحظات.',
  },
  // Accounts (issue #8): throttles and the reset code. One text whatever was wrong with the
  // code, so a guesser learns nothing from the answer.
  tooManyAttempts: {
    en: 'Too many attempts. Please try again in {n|minutes}.',
    ar: 'محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد {n|minutes}.',
  },
  resetCodeInvalid: {
    en: 'The code is wrong or has expired. Please check it, or ask for a new code.',
    ar: 'الرمز غير صحيح أو انتهت صلاحيته. يرجى التحقق منه، أو طلب رمز جديد.',
  },
  resetCodeUsedUp: {
    en: 'Too many wrong codes. Please ask for a new code.',
    ar: 'أُدخلت رموز خاطئة مرات كثيرة. يرجى طلب رمز جديد.',
  },
  // Digital downloads (issue #10, deviation #10): only the buyer's own token opens a file.
  // Also the contents of the file the provider's storefront saves from the refusal: one sentence.
  downloadNeedsToken: {
    en: 'This file was not downloaded because the shop sends purchases only to a logged-in shopper: please log in and download it again from your order history.',
    ar: 'لم يُنزَّل هذا الملف لأن المتجر يرسل المشتريات إلى المتسوق المسجّل دخوله فقط: يرجى تسجيل الدخول وتنزيله مرة أخرى من سجل طلباتك.',
  },
  downloadItemInvalid: {
    en: 'orderItemId: must be a whole number from 1 to {max}',
    ar: 'رقم عنصر الطلب في رابط التنزيل غير صالح.',
  },
  invoiceNotFound: {
    en: 'This order was not found in your orders.',
    ar: 'لم يُعثر على هذا الطلب ضمن طلباتك.',
  },
  invoiceCancelled: {
    en: 'This order was cancelled before it was sent, so it has no tax invoice.',
    ar: 'أُلغي هذا الطلب قبل شحنه، لذا لا توجد له فاتورة ضريبية.',
  },
  downloadNotFound: {
    en: 'This download was not found in your orders.',
    ar: 'لم يُعثر على هذا التنزيل في طلباتك.',
  },
  downloadNotDigital: {
    en: 'This item is not a digital product and has no file to download.',
    ar: 'هذا العنصر ليس منتجًا رقميًا ولا يوجد ملف لتنزيله.',
  },
  downloadNotReady: {
    en: 'This file can be downloaded once your order is completed.',
    ar: 'يمكن تنزيل هذا الملف بعد اكتمال طلبك.',
  },
  downloadFileMissing: {
    en: 'The file of this product is not available right now. Please contact us.',
    ar: 'ملف هذا المنتج غير متاح حاليًا. يرجى التواصل معنا.',
  },
  // get-customer-order-detail (issue #19): another shopper's order reads exactly as a missing one.
  orderNotFound: {
    en: 'This order was not found in your orders.',
    ar: 'لم يُعثر على هذا الطلب في طلباتك.',
  },
} as const satisfies Texts;

/** Why a request Fastify itself refused is malformed, in Arabic: Fastify words it in English. */
export const UNREADABLE_REQUEST_AR = 'تعذّرت قراءة الطلب كما أُرسل';

export type ServerErrorId = keyof typeof SERVER_ERROR_TEXTS;
