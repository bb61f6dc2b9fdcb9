// The GST tax invoice PDF (issue #20 §4), English and Arabic editions. `{placeholders}` are
// filled by the server's invoice renderer. Tax terms keep their Indian abbreviations in Arabic
// (HSN, GSTIN, and CGST/SGST/IGST in the supply notes) as they are legal identifiers; the
// columns name the three taxes in Arabic.
import type { Texts } from './text.ts';

export const INVOICE_TEXTS = {
  invoiceTitle: { en: 'Tax Invoice', ar: 'فاتورة ضريبية' },
  invoiceOriginal: { en: 'Original for recipient', ar: 'الأصل للمستلم' },
  invoiceSeller: { en: 'Sold by', ar: 'البائع' },
  invoiceGstin: { en: 'GSTIN: {gstin}', ar: 'رقم التسجيل الضريبي (GSTIN): {gstin}' },
  invoiceStateOfShop: { en: 'State: {state}', ar: 'الولاية: {state}' },
  invoiceNumber: { en: 'Invoice number', ar: 'رقم الفاتورة' },
  invoiceDate: { en: 'Invoice date', ar: 'تاريخ الفاتورة' },
  invoiceOrderNumber: { en: 'Order number', ar: 'رقم الطلب' },
  invoiceOrderDate: { en: 'Order date', ar: 'تاريخ الطلب' },
  invoicePlaceOfSupply: { en: 'Place of supply', ar: 'مكان التوريد' },
  invoiceBuyer: { en: 'Billed to', ar: 'فاتورة باسم' },
  invoiceDeliverTo: { en: 'Delivered to', ar: 'عنوان التسليم' },
  invoicePhone: { en: 'Phone: {mobile}', ar: 'الهاتف: {mobile}' },
  invoiceEmail: { en: 'E-mail: {email}', ar: 'البريد الإلكتروني: {email}' },
  invoiceDigitalDelivery: {
    en: 'Delivered electronically (digital products)',
    ar: 'تسليم إلكتروني (منتجات رقمية)',
  },
  invoiceColItem: { en: 'Item', ar: 'الصنف' },
  invoiceColHsn: { en: 'HSN/SAC', ar: 'رمز HSN/SAC' },
  invoiceColQty: { en: 'Qty', ar: 'الكمية' },
  invoiceColGross: { en: 'Amount', ar: 'المبلغ' },
  invoiceColDiscount: { en: 'Discount', ar: 'الخصم' },
  invoiceColTaxable: { en: 'Taxable value', ar: 'القيمة الخاضعة للضريبة' },
  invoiceColRate: { en: 'GST rate', ar: 'نسبة الضريبة' },
  invoiceColCgst: { en: 'CGST', ar: 'الضريبة المركزية' },
  invoiceColSgst: { en: 'SGST', ar: 'ضريبة الولاية' },
  invoiceColIgst: { en: 'IGST', ar: 'الضريبة المتكاملة' },
  invoiceColTotal: { en: 'Total', ar: 'الإجمالي' },
  invoiceShippingLine: { en: 'Shipping charges', ar: 'رسوم الشحن' },
  invoiceCoupon: { en: 'Coupon {code}', ar: 'القسيمة {code}' },
  invoiceTotals: { en: 'Total', ar: 'المجموع' },
  invoiceTotalTax: { en: 'Total tax', ar: 'إجمالي الضريبة' },
  invoiceAmountPaid: { en: 'Amount paid (INR)', ar: 'المبلغ المدفوع (روبية هندية)' },
  invoiceInWords: { en: 'Amount in words: {words}', ar: 'المبلغ كتابةً: {words}' },
  invoiceIntraState: {
    en: 'Intra-state supply: CGST and SGST.',
    ar: 'توريد داخل الولاية: ضريبة CGST وضريبة SGST.',
  },
  invoiceInterState: { en: 'Inter-state supply: IGST.', ar: 'توريد بين الولايات: ضريبة IGST.' },
  invoicePricesInclusive: {
    en: 'Prices include GST. Amounts in Indian rupees. Tax is not payable on reverse charge.',
    ar: 'الأسعار شاملة ضريبة السلع والخدمات. المبالغ بالروبية الهندية. لا تُستحق الضريبة بآلية الاحتساب العكسي.',
  },
  invoiceSignature: {
    en: 'This is a computer-generated invoice and needs no signature.',
    ar: 'هذه فاتورة صادرة إلكترونيًا ولا تحتاج إلى توقيع.',
  },
  invoiceFileName: { en: 'Tax invoice {number}', ar: 'فاتورة ضريبية {number}' },
} satisfies Texts;
