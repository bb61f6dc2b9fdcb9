// Every toast of spec §8 (success, error, info) and the other messages a shopper reads, with the
// spelling fixes of deviations.md #3 and the rewordings of #42 (toasts only this storefront shows;
// the server sends none of them). Otherwise the English is the spec's text exactly: the contract's
// MESSAGES and the tests read it from here. Never put a value a client compares here (ResponseMsg
// and the reset step messages stay English only, in @bazaar/contract/messages).
import { sayerOf, type Texts } from './text.ts';

export const MESSAGE_TEXTS = {
  contactSuccess: { en: 'Message sent successfully!', ar: 'تم إرسال رسالتك بنجاح!' },
  genericError: {
    en: 'An error occurred. Please try again!',
    ar: 'حدث خطأ. يرجى المحاولة مرة أخرى!',
  },
  genericErrorLater: {
    en: 'An error occurred. Please try again later!',
    ar: 'حدث خطأ. يرجى المحاولة مرة أخرى لاحقًا!',
  },
  newsletterSuccess: {
    en: "You're subscribed to our newsletter.",
    ar: 'أنت الآن مشترك في نشرتنا الإخبارية.',
  },
  reviewSuccess: { en: 'Your review submitted successfully!', ar: 'تم إرسال مراجعتك بنجاح!' },
  loginSuccess: { en: "You're logged in.", ar: 'تم تسجيل دخولك.' },
  loginFailure: {
    en: 'Incorrect email or password!',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة!',
  },
  signupSuccess: { en: 'Your account is ready.', ar: 'حسابك جاهز.' },
  emailExists: { en: 'Email already exists!', ar: 'هذا البريد الإلكتروني مسجّل بالفعل!' },
  cartDuplicate: {
    en: 'Product already exists in your cart!',
    ar: 'هذا المنتج موجود بالفعل في سلتك!',
  },
  cartAdded: { en: 'Added to the cart!', ar: 'تمت الإضافة إلى السلة!' },
  wishlistDuplicate: {
    en: 'Product already exists in your wish list!',
    ar: 'هذا المنتج موجود بالفعل في قائمة أمنياتك!',
  },
  wishlistAdded: { en: 'Added to your wish list!', ar: 'تمت الإضافة إلى قائمة أمنياتك!' },
  cartEmpty: { en: 'Your cart is empty', ar: 'سلتك فارغة' },
  cartNoItems: { en: 'No item exists in your cart', ar: 'لا توجد منتجات في سلتك' },
  couponAlreadyApplied: {
    en: 'Coupon code is already applied!',
    ar: 'تم تطبيق رمز القسيمة بالفعل!',
  },
  couponInvalid: { en: 'Invalid coupon code!', ar: 'رمز القسيمة غير صالح!' },
  passwordMismatch: { en: 'Password does not match!', ar: 'كلمتا المرور غير متطابقتين!' },
  // Bazaar's own (issue 17, ASVS 6.2.4): a new password from the list of common passwords.
  commonPassword: {
    en: 'This password is too common. Please choose another.',
    ar: 'كلمة المرور هذه شائعة جدًا. يرجى اختيار كلمة مرور أخرى.',
  },
  invalidEmail: {
    en: 'Please enter valid email address',
    ar: 'يرجى إدخال عنوان بريد إلكتروني صحيح',
  },
  orderSuccess: { en: 'Order Placed Successfully!', ar: 'تم تقديم طلبك بنجاح!' },
  orderConfirm: {
    en: 'Do you really want to place this order?',
    ar: 'هل تريد بالتأكيد تقديم هذا الطلب؟',
  },
  profileSuccess: { en: 'Profile Updated Successfully!', ar: 'تم تحديث ملفك الشخصي بنجاح!' },
  sellerSuccess: {
    en: "Thanks — we've received your request to sell with us.",
    ar: 'شكرًا لك — تلقّينا طلبك للبيع معنا.',
  },
  resetStep1Success: {
    en: 'An OTP has been sent to your email. Please confirm OTP & enter new password!',
    ar: 'أرسلنا رمز تحقق إلى بريدك الإلكتروني. يرجى إدخال الرمز وكلمة المرور الجديدة!',
  },
  resetStep2Success: {
    en: 'Password changed successfully. Please login with your new password!',
    ar: 'تم تغيير كلمة المرور بنجاح. يرجى تسجيل الدخول بكلمة المرور الجديدة!',
  },
  // Bazaar's own (issue #8): the API answered 401, so the stored session is gone.
  sessionExpired: {
    en: 'Your session has ended. Please log in again.',
    ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
  },
  loginRequired: { en: 'Please log in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' },
  refreshSuccess: { en: 'All data refreshed successfully.', ar: 'تم تحديث جميع البيانات بنجاح.' },
  invalidProduct: { en: 'Invalid product!', ar: 'منتج غير صالح!' },
  outOfStock: {
    en: "Product is out of stock. Can't add it in the cart!",
    ar: 'نفد هذا المنتج من المخزون. لا يمكن إضافته إلى السلة!',
  },
  selectSize: { en: 'Select size of product!', ar: 'اختر مقاس المنتج!' },
  selectColor: { en: 'Select colour of product!', ar: 'اختر لون المنتج!' },
  selectQuantity: { en: 'Select quantity!', ar: 'اختر الكمية!' },
  quantityLimit: {
    en: 'You can add at most {n} of this product.',
    ar: 'يمكنك إضافة {n|pieces} على الأكثر من هذا المنتج.',
  },
  selectVariant: {
    en: 'Please select {attribute} variant!',
    ar: 'يرجى اختيار {attribute}!',
  },
} as const satisfies Texts;

export type MessageId = keyof typeof MESSAGE_TEXTS;

/** A message in the shopper's language: t('ar', 'contactSuccess'), t(lang, 'quantityLimit', { n: 3 }). */
export const t = sayerOf(MESSAGE_TEXTS);
