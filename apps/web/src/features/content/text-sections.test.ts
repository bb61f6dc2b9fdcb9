import { describe, expect, it } from 'vitest';
import { LABELS } from '@bazaar/contract/labels';
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

  it('states the return policy facts of spec §9', () => {
    const text = Object.values(LABELS.ReturnRefund).join(' ');
    for (const fact of [
      '7 days of delivery',
      'manufacturing defect',
      'wrong size',
      'valid for 90 days',
      '15 days',
      'once per order',
      'size only',
      '₹200',
      'within 24 hours',
      'within 48 hours after the returned parcel passes our quality check',
      '10-12%',
      'domestic orders',
      'special sale',
      'Monday to Saturday, 10 AM to 7 PM',
    ]) {
      expect(text).toContain(fact);
    }
  });
});
