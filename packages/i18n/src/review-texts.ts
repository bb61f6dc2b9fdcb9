// What a shopper is told about writing a review (issue #20 §5): who may review, the rating that
// must be chosen, and why a photo was refused (the shared photo intake's refusals, which a
// return's photo reuses). Server answers them as message ids; the web says the same ids.
import { sayerOf, type Texts } from './text.ts';

export const REVIEW_TEXTS = {
  reviewLoginRequired: {
    en: 'Please log in to review this product. Only shoppers who have received it can review it.',
    ar: 'يُرجى تسجيل الدخول لتقييم هذا المنتج. لا يقيّمه إلا من اشتراه واستلمه.',
  },
  reviewNotBought: {
    en: 'Only shoppers who have received this product can review it. You can review it once your order of it has been delivered.',
    ar: 'لا يقيّم هذا المنتج إلا من اشتراه واستلمه. يمكنك تقييمه بعد تسليم طلبك منه.',
  },
  reviewRatingRequired: {
    en: 'Please choose a rating from 1 to 5 stars.',
    ar: 'يُرجى اختيار تقييم من نجمة واحدة إلى 5 نجوم.',
  },
  reviewTooManyPhotos: {
    en: 'A review can carry at most {n} photos.',
    ar: 'يمكن أن تحمل المراجعة {n} صور على الأكثر.',
  },
  reviewHeld: {
    en: 'Thank you! Your review will appear once the shop has checked it.',
    ar: 'شكرًا لك! ستظهر مراجعتك بعد أن يراجعها المتجر.',
  },
  reviewUpdated: {
    en: 'Your review has been updated.',
    ar: 'تم تحديث مراجعتك.',
  },
  photoEmpty: {
    en: 'One of the photos is empty. Please choose it again.',
    ar: 'إحدى الصور فارغة. يُرجى اختيارها مرة أخرى.',
  },
  photoTooLarge: {
    en: 'Each photo must be {mb} MB or smaller.',
    ar: 'يجب ألا يزيد حجم كل صورة على {mb} ميغابايت.',
  },
  photoNotAnImage: {
    en: 'Photos must be JPEG, PNG or WebP pictures.',
    ar: 'يجب أن تكون الصور بصيغة JPEG أو PNG أو WebP.',
  },
  photoTooManyPixels: {
    en: 'That photo has too many pixels to handle. Please choose a smaller one.',
    ar: 'تحتوي هذه الصورة على عدد كبير جدًا من البكسلات. يُرجى اختيار صورة أصغر.',
  },
  photoUnreadable: {
    en: 'We could not read that photo. Please choose another one.',
    ar: 'تعذّرت قراءة هذه الصورة. يُرجى اختيار صورة أخرى.',
  },
} as const satisfies Texts;

export const reviewText = sayerOf(REVIEW_TEXTS);
