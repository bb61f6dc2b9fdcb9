// What the shop's console answers as messageId (issue #22, docs/console.md), in both languages.
import type { Texts } from './text.ts';

export const CONSOLE_TEXTS = {
  staffLoginFailure: {
    en: 'The e-mail or password is not right.',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  },
  staffForbidden: {
    en: 'Your role does not allow this.',
    ar: 'دورك لا يسمح بهذا الإجراء.',
  },
  staffEmailTaken: {
    en: 'A staff member with this e-mail already exists.',
    ar: 'يوجد عضو في الفريق بهذا البريد الإلكتروني.',
  },
  staffNotFound: { en: 'No such staff member.', ar: 'لا يوجد عضو بهذا الرقم في الفريق.' },
  staffInviteInvalid: {
    en: 'This invitation code is not valid or has expired. Ask the owner for a new one.',
    ar: 'رمز الدعوة غير صالح أو انتهت صلاحيته. اطلب رمزًا جديدًا من المالك.',
  },
  staffLastOwner: {
    en: 'The last owner cannot be removed.',
    ar: 'لا يمكن إزالة المالك الأخير.',
  },
  staffNotYourself: {
    en: 'You cannot remove yourself.',
    ar: 'لا يمكنك إزالة نفسك.',
  },
  consoleOrderNotFound: { en: 'No such order.', ar: 'لا يوجد طلب بهذا الرقم.' },
  consoleMoveRefused: {
    en: 'The order is {stage}: it cannot move to {to}.',
    ar: 'حالة الطلب {stage}: لا يمكن نقله إلى {to}.',
  },
  consoleOrderChanged: {
    en: 'The order changed meanwhile. Reload it and try again.',
    ar: 'تغيّر الطلب في هذه الأثناء. أعد تحميله وحاول مرة أخرى.',
  },
  consoleShipmentMissing: {
    en: 'A shipment needs the courier and the tracking number.',
    ar: 'الشحن يحتاج إلى اسم شركة الشحن ورقم التتبع.',
  },
  consoleCancelRefused: {
    en: 'This order cannot be cancelled any more.',
    ar: 'لم يعد بالإمكان إلغاء هذا الطلب.',
  },
  sellerRequestNotPending: {
    en: 'This seller request is not pending any more.',
    ar: 'لم يعد طلب البائع هذا قيد الانتظار.',
  },
  sellerReasonRequired: {
    en: 'Give the reason for the rejection: it is e-mailed to the requester.',
    ar: 'اذكر سبب الرفض: سيُرسل إلى صاحب الطلب بالبريد الإلكتروني.',
  },
  consoleReturnNotFound: { en: 'No such return request.', ar: 'لا يوجد طلب إرجاع بهذا الرقم.' },
  consoleReturnRefused: {
    en: 'This return request is {state}: it cannot take that decision.',
    ar: 'طلب الإرجاع هذا في حالة {state}: لا يمكن اتخاذ هذا القرار.',
  },
  consoleProductNotFound: { en: 'No such product.', ar: 'لا يوجد منتج بهذا الرقم.' },
  consoleProductChanged: {
    en: 'Someone else changed this product since you opened it. Reload it to see their change, then edit again.',
    ar: 'غيّر شخص آخر هذا المنتج منذ فتحته. أعد تحميله لترى التغيير ثم عدّل مرة أخرى.',
  },
  consoleDiscountNotBelow: {
    en: 'The discounted price must be below the price.',
    ar: 'يجب أن يكون السعر بعد الخصم أقل من السعر.',
  },
  consoleCustomerNotFound: { en: 'No such customer.', ar: 'لا يوجد عميل بهذا الرقم.' },
} as const satisfies Texts;
