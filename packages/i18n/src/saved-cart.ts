// What a logged-in shopper is told about the cart and wish list kept on the server (issue #19
// item 8): the server's refusals (messageId) and the storefront's notes after the merge at login.
import { sayerOf, type Texts } from './text.ts';

export const SAVED_CART_TEXTS = {
  savedCartFull: {
    en: 'Your cart holds at most {n} lines. Remove one to add another.',
    ar: 'تتسع سلتك لـ {n} سطر على الأكثر. احذف سطرًا لتضيف آخر.',
  },
  wishListFull: {
    en: 'Your wish list holds at most {n|products}. Remove one to add another.',
    ar: 'تتسع قائمة أمنياتك لـ {n|products} على الأكثر. احذف منتجًا لتضيف آخر.',
  },
  mergeQuantityCapped: {
    en: 'Your cart from this device was added to your saved cart; some quantities were lowered to the most a line may hold.',
    ar: 'أضفنا سلة هذا الجهاز إلى سلتك المحفوظة، وخفّضنا بعض الكميات إلى الحد الأقصى المسموح به للسطر.',
  },
  mergeLinesLeftOut: {
    en: "Your cart is full: {n} of this device's lines could not be added.",
    ar: 'سلتك ممتلئة: تعذّرت إضافة {n} من أسطر هذا الجهاز.',
  },
  mergeWishListLeftOut: {
    en: 'Your wish list is full: {n|products} from this device could not be added.',
    ar: 'قائمة أمنياتك ممتلئة: تعذّرت إضافة {n|products} من هذا الجهاز.',
  },
} as const satisfies Texts;

export const savedCartText = sayerOf(SAVED_CART_TEXTS);
