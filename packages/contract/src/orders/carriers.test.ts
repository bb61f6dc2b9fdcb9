import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierName, knownCarrier, trackingLink } from './carriers.ts';

describe('carriers', () => {
  it('knows the couriers of the brief, each with an https tracking page', () => {
    expect(CARRIERS.map((carrier) => carrier.name)).toEqual([
      'Delhivery',
      'Blue Dart',
      'DTDC',
      'Ecom Express',
      'XpressBees',
      'India Post',
      'Shadowfax',
      'Ekart',
    ]);
    for (const carrier of CARRIERS) expect(carrier.trackingUrl).toMatch(/^https:\/\//);
  });

  it('finds a carrier however the operator spaces or cases it', () => {
    expect(knownCarrier('bluedart')?.name).toBe('Blue Dart');
    expect(knownCarrier('ECOM-EXPRESS')?.name).toBe('Ecom Express');
    expect(knownCarrier('Acme Couriers')).toBeUndefined();
    expect(carrierName(' india post ')).toBe('India Post');
    expect(carrierName(' Acme Couriers ')).toBe('Acme Couriers');
  });

  it('links to the tracking page with the number put in, escaped', () => {
    expect(trackingLink('Delhivery', '1234 5678')).toBe(
      'https://www.delhivery.com/track/package/1234%205678',
    );
    expect(trackingLink('ekart', 'FMPC123')).toBe(
      'https://ekartlogistics.com/shipmenttrack/FMPC123',
    );
    // A page that does not take the number: the shopper types it there.
    expect(trackingLink('Shadowfax', 'SF1')).toBe('https://www.shadowfax.in/track-order');
    expect(trackingLink('Acme Couriers', '1')).toBeNull();
  });
});
