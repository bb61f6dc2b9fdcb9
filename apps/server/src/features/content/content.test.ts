import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS } from '@bazaar/contract/api-schemas';
import { HOME_BANNER_THEME_TYPE_ID, PAYMENT_METHOD } from '@bazaar/contract/constants';
import { OUTCOME_STATUS } from '@bazaar/contract/envelope';
import { RESPONSE_MSG } from '@bazaar/contract/messages';
import { DIALECTS } from '../../test/databases.ts';
import { call, useTestApp } from '../../test/test-app.ts';

const contact = {
  FullName: 'Asha Rao',
  Email: 'asha@example.in',
  PhoneNumber: '+91 98200 00000',
  Subject: 'Where is my order?',
  Message: 'I ordered a kurta last week.',
};

describe.each(DIALECTS)('content endpoints on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('get-website-logo answers the logo path as AppConfigValue', async () => {
    const { status, data } = await call<{ AppConfigValue: string }[]>(t.app, 'getWebsiteLogo');
    expect(status).toBe(200);
    expect(data[0]?.AppConfigValue).toMatch(/^\/files\/images\/.+\.(svg|png|webp)$/);
  });

  it('get-payment-methods lists wallet, card and cash on delivery with logos', async () => {
    const { data } = await call(t.app, 'getPaymentMethods', { ProductId: '' });
    const rows = z.array(API_SCHEMAS.getPaymentMethods.row).parse(data);
    expect(rows.map((row) => row.PaymentMethodId).sort()).toEqual(
      Object.values(PAYMENT_METHOD).sort(),
    );
    expect(rows.every((row) => row.ImageUrl.startsWith('/files/'))).toBe(true);
    const arabic = z
      .array(API_SCHEMAS.getPaymentMethods.row)
      .parse((await call(t.app, 'getPaymentMethods', { languageCode: 'ar' })).data);
    expect(arabic.map((row) => row.PaymentMethodId)).toEqual(
      rows.map((row) => row.PaymentMethodId),
    );
    expect(arabic.every((row) => /[\u0600-\u06ff]/.test(row.PaymentMethodName))).toBe(true);
  });

  it('get-home-screen-banner answers only banners of theme 1', async () => {
    const { data } = await call(t.app, 'getHomeBanners', { recordValueJson: '[]' });
    const rows = z.array(API_SCHEMAS.getHomeBanners.row).parse(data);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row.ThemeTypeID === HOME_BANNER_THEME_TYPE_ID)).toBe(true);
    const [english] = rows;
    const arabic = z
      .array(API_SCHEMAS.getHomeBanners.row)
      .parse((await call(t.app, 'getHomeBanners', { languageCode: 'ar' })).data);
    expect(arabic[0]?.BannerId).toBe(english?.BannerId);
    expect(arabic[0]?.MainTitle).toMatch(/[\u0600-\u06FF]/);
  });

  it('never hands out a stored javascript: (or other unsafe) URL: it answers no link', async () => {
    const evil = 'javascript:alert(document.cookie)';
    const banner = await t.db
      .insertInto('banners')
      .values({
        theme_type_id: HOME_BANNER_THEME_TYPE_ID,
        image_url: evil,
        main_title: 'Evil',
        left_button_text: 'Click',
        left_button_url: evil,
        right_button_text: 'Here',
        right_button_url: '//evil.example/phish',
        display_order: 99,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const campaign = await t.db
      .insertInto('campaigns')
      .values({ main_title: 'Evil', discount_title: '', body: '', cover_picture_url: evil })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const banners = z
        .array(API_SCHEMAS.getHomeBanners.row)
        .parse((await call(t.app, 'getHomeBanners')).data);
      expect(banners.find((row) => row.BannerId === banner.id)).toMatchObject({
        BannerImgUrl: '',
        LeftButtonUrl: '',
        RightButtonUrl: '',
      });
      const campaigns = z
        .array(API_SCHEMAS.getCampaignDetail.row)
        .parse((await call(t.app, 'getCampaignDetail', { CampaignId: campaign.id })).data);
      expect(campaigns[0]?.CoverPictureUrl).toBe('');
    } finally {
      await t.db.deleteFrom('banners').where('id', '=', banner.id).execute();
      await t.db.deleteFrom('campaigns').where('id', '=', campaign.id).execute();
    }
  });

  it('get-web-campaign-list and -detail answer campaigns', async () => {
    const list = z
      .array(API_SCHEMAS.getCampaignList.row)
      .parse((await call(t.app, 'getCampaignList', { recordValueJson: '[]' })).data);
    expect(list.length).toBeGreaterThanOrEqual(3);
    const first = list[0];
    if (!first) throw new Error('no campaign seeded');
    const detail = await call<unknown[]>(t.app, 'getCampaignDetail', {
      CampaignId: String(first.CampaignId),
    });
    expect(detail.data).toEqual([first]);
    const missing = await call<unknown[]>(t.app, 'getCampaignDetail', { CampaignId: 999_999 });
    expect(missing.status).toBe(200);
    expect(missing.data).toEqual([]);
    const bad = await call(t.app, 'getCampaignDetail', { CampaignId: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.envelope.errorMessage).toMatch(/^CampaignId: /);
  });

  it('insert-subscriber stores one row per address, case-insensitively, and says Saved twice', async () => {
    for (const email of ['Neha@Example.in', ' neha@example.in ']) {
      const { status, data } = await call(t.app, 'insertSubscriber', { SubscriberEmail: email });
      expect(status).toBe(200);
      expect(data).toEqual([{ ResponseMsg: RESPONSE_MSG.saved }]);
    }
    const rows = await t.db
      .selectFrom('subscribers')
      .select('email')
      .where('email', '=', 'neha@example.in')
      .execute();
    expect(rows).toHaveLength(1);
  });

  // §5 form rules are outcomes the shopper must see: HTTP 200, statusCode 204 (wire.ts).
  it.each([
    [{}, 'Email is required'],
    [{ SubscriberEmail: 'neha' }, 'Please enter valid email address'],
    [{ SubscriberEmail: `${'a'.repeat(200)}@x.in` }, 'Email max length should be 200 characters'],
    [{ SubscriberEmail: 42 }, 'Please enter valid email address'],
  ])('insert-subscriber refuses %j as a validation outcome', async (params, message) => {
    const { status, envelope } = await call(t.app, 'insertSubscriber', params);
    expect([status, envelope.statusCode, envelope.errorMessage]).toEqual([
      200,
      OUTCOME_STATUS.validation,
      message,
    ]);
  });

  it('contact-us stores the message', async () => {
    const { status, data } = await call(t.app, 'contactUs', contact);
    expect(status).toBe(200);
    expect(data).toEqual([{ ResponseMsg: RESPONSE_MSG.saved }]);
    const stored = await t.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('email', '=', contact.Email)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ full_name: 'Asha Rao', subject: 'Where is my order?' });
  });

  it.each([
    ['FullName', '  ', 200, 'Name is required'],
    ['Email', 'asha@', 200, 'Please enter valid email address'],
    ['PhoneNumber', '9'.repeat(21), 200, 'Phone Number max length should be 20 characters'],
    ['Subject', 's'.repeat(151), 200, 'Subject max length should be 150 characters'],
    ['Message', 'm'.repeat(2001), 200, 'Your Message max length should be 2000 characters'],
    ['Message', ['not', 'text'], 400, 'Message: must be text'],
    ['Subject', 'a\u0000b', 400, 'Subject: must not contain NUL characters'],
    ['Subject', 'Hi\r\nBcc: x@y.in', 400, 'Subject: must be a single line'],
    [
      'FullName',
      'Asha\uD800',
      400,
      'FullName: must be valid Unicode text (no unpaired surrogates)',
    ],
    ['Message', '\uDC00', 400, 'Message: must be valid Unicode text (no unpaired surrogates)'],
  ])('contact-us refuses a bad %s and stores nothing', async (field, value, http, message) => {
    const before = await t.db.selectFrom('contact_messages').select('id').execute();
    const { status, envelope } = await call(t.app, 'contactUs', { ...contact, [field]: value });
    expect(status).toBe(http);
    expect(envelope.statusCode).toBe(http === 200 ? OUTCOME_STATUS.validation : 400);
    expect(envelope.errorMessage).toBe(message);
    const after = await t.db.selectFrom('contact_messages').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  it('contact-us stores a multi-line message and an emoji as sent', async () => {
    const message = 'Line one\r\nLine two 🙏';
    const { status } = await call(t.app, 'contactUs', { ...contact, Message: message });
    expect(status).toBe(200);
    const stored = await t.db
      .selectFrom('contact_messages')
      .select('message')
      .where('message', '=', message)
      .execute();
    expect(stored).toHaveLength(1);
  });
});
