import { describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
import { POLICY_TEXT_PARAMS, RETURN_POLICY } from '@bazaar/contract/orders/return-policy';
import { LABEL_TEXTS } from '@bazaar/i18n/labels';
import { fill } from '@bazaar/i18n/text';
import { sectionAnchor } from './text-sections.tsx';
import { PRIVACY_SECTIONS } from './privacy-sections.ts';
import { TERMS_SECTIONS } from './terms-sections.ts';
import { RETURNS_SECTIONS } from './return-refund-sections.ts';

describe('policy documents', () => {
  it('turns heading label ids into readable anchors', () => {
    expect(sectionAnchor('lbl_terms_use_heading')).toBe('terms-use');
    expect(sectionAnchor('lbl_faq_group_orders')).toBe('faq-group-orders');
  });

  it('gives every section a unique anchor within its page', () => {
    for (const sections of [PRIVACY_SECTIONS, TERMS_SECTIONS, RETURNS_SECTIONS]) {
      const anchors = sections.map((section) => sectionAnchor(section.heading));
      expect(new Set(anchors).size).toBe(anchors.length);
    }
  });

  it('states the return policy the order page enforces (docs/deviations.md #46)', () => {
    const text = Object.values(LABELS.ReturnRefund).join(' ');
    for (const fact of [
      '{returnDays|withinDays} of delivery',
      'until it ships',
      'refunded at once',
      'We do not issue credit notes',
      'Wrong size',
      'final sale',
      'digital products are not returnable',
      '₹200',
      '10-12%',
      'domestic orders',
      'Monday to Saturday, 10 AM to 7 PM',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('promises nothing the code does not do, in either language, with figures from the policy', () => {
    const policyTexts = [LABEL_TEXTS.ReturnRefund, LABEL_TEXTS.Faq, LABEL_TEXTS.TermsConditions];
    const all = policyTexts.flatMap((texts) =>
      Object.values(texts as Record<string, { en: string; ar: string }>).flatMap((t) => [
        t.en,
        t.ar,
      ]),
    );
    for (const text of all) {
      expect(text).not.toMatch(
        /24 hours|24 ساعة|credit note valid|إشعار دائن صالح|15 days|15 يومًا/,
      );
      // A return window is said through the policy's figure, never as a number of its own.
      expect(text).not.toMatch(/\b7 days|7 أيام/);
    }
    expect(fill('en', LABEL_TEXTS.Faq.lbl_faq_a_return.en, POLICY_TEXT_PARAMS)).toContain(
      `within ${RETURN_POLICY.windowDays} days of delivery`,
    );
    expect(fill('ar', LABEL_TEXTS.Faq.lbl_faq_a_return.ar, POLICY_TEXT_PARAMS)).toContain(
      'خلال 7 أيام من التسليم',
    );
    expect(LABEL_TEXTS.BestFacilities.lbl_facility_moneyback.en).toContain(
      `within ${RETURN_POLICY.windowDays} days`,
    );
  });
});
