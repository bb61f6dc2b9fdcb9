// How each kind of failure reaches a caller (issue 5 item 12): outcomes the shopper must see
// arrive with HTTP 200 (the provider's storefront reads nothing else), malformed requests 400.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import { OUTCOME_STATUS, type Envelope } from '@bazaar/contract/envelope';
import { MESSAGES, RESPONSE_MSG } from '@bazaar/contract/messages';
import { errors } from './plugins/errors.ts';
import { ApiError, ShopperOutcome } from './api-errors.ts';
import { defineEndpoint } from './wire.ts';

const contact = {
  FullName: 'Asha Rao',
  Email: 'asha@example.in',
  PhoneNumber: '98200 00000',
  Subject: 'Order',
  Message: 'Where is it?',
};

describe('wire outcomes', () => {
  let app: FastifyInstance;
  let handled = 0;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errors);
    defineEndpoint(app, 'contactUs', async ({ params: { Subject } }) => {
      handled += 1;
      if (Subject === 'taken') {
        throw new ShopperOutcome('validation', { id: 'emailExists' }, [
          { ResponseMsg: MESSAGES.emailExists },
        ]);
      }
      if (Subject === 'broken') throw new ShopperOutcome('failure', { id: 'genericError' });
      if (Subject === 'stranger') throw new ApiError(401, { id: 'unauthorized' });
      return [{ ResponseMsg: RESPONSE_MSG.saved }];
    });
    defineEndpoint(app, 'getCouponDiscount', async () => {
      throw new ShopperOutcome('failure', { id: 'couponInvalid' });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const post = async (key: EndpointKey, payload: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS[key]),
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
    return { http: response.statusCode, body: response.json<Envelope>() };
  };
  const send = (params: Record<string, unknown>, key: EndpointKey = 'contactUs') =>
    post(key, JSON.stringify({ requestParameters: params }));

  it('answers a §5 form-rule failure with HTTP 200, statusCode 204 and the §5 message', async () => {
    const before = handled;
    const { http, body } = await send({ ...contact, FullName: '   ' });
    expect(http).toBe(200);
    expect(body).toMatchObject({
      statusCode: OUTCOME_STATUS.validation,
      statusMessage: 'Validation Failed',
      errorMessage: 'Name is required',
      isAuthorized: true,
    });
    // The provider's form reads data[0].ResponseMsg and shows its failure toast for it.
    expect(JSON.parse(body.data)).toEqual([{ ResponseMsg: 'Name is required' }]);
    expect(handled).toBe(before);
    expect(body).toMatchObject({ messageId: 'fieldRequired', messageParams: { field: 'Name' } });
  });

  it('says a form-rule failure in the request’s languageCode, naming the message', async () => {
    const { http, body } = await send({ ...contact, Subject: '', languageCode: 'ar' });
    expect(http).toBe(200);
    expect(body).toMatchObject({
      statusCode: OUTCOME_STATUS.validation,
      errorMessage: 'الموضوع مطلوب',
      messageId: 'fieldRequired',
      messageParams: { field: 'الموضوع' },
    });
    expect(JSON.parse(body.data)).toEqual([{ ResponseMsg: 'الموضوع مطلوب' }]);
  });

  it('says a thrown outcome and an ApiError in Arabic too', async () => {
    const taken = await send({ ...contact, Subject: 'broken', languageCode: 'ar' });
    expect(taken.body).toMatchObject({
      errorMessage: 'حدث خطأ. يرجى المحاولة مرة أخرى!',
      messageId: 'genericError',
      messageParams: {},
    });
    const stranger = await send({ ...contact, Subject: 'stranger', languageCode: 'ar' });
    expect(stranger.body).toMatchObject({ statusCode: 401, messageId: 'unauthorized' });
    expect(stranger.body.errorMessage).toBe('لا تملك صلاحية الوصول. يرجى تسجيل الدخول مرة أخرى.');
  });

  it('refuses a languageCode it does not speak, in English (HTTP 400)', async () => {
    const { http, body } = await send({ ...contact, languageCode: 'fr' });
    expect([http, body.errorMessage]).toEqual([400, 'languageCode: must be en or ar']);
    expect(body).toMatchObject({
      messageId: 'malformedField',
      messageParams: { field: 'languageCode', why: 'must be en or ar' },
    });
  });

  it.each([
    ['a malformed e-mail', { Email: 'asha@' }, MESSAGES.invalidEmail],
    [
      'an over-long subject',
      { Subject: 's'.repeat(151) },
      'Subject max length should be 150 characters',
    ],
  ])('answers %s as a validation outcome', async (_case, change, message) => {
    const { http, body } = await send({ ...contact, ...change });
    expect([http, body.statusCode, body.errorMessage]).toEqual([200, 204, message]);
  });

  it.each([
    ['a wrong type', { FullName: ['Asha'] }, 'FullName: must be text'],
    [
      'a line break in a one-line field',
      { Subject: 'Hi\r\nBcc: x@y.in' },
      'Subject: must be a single line',
    ],
    ['a NUL character', { Message: 'a\u0000b' }, 'Message: must not contain NUL characters'],
    [
      'a wrong type next to a form-rule failure',
      { FullName: '', Message: { text: 'x' } },
      'Message: must be text',
    ],
  ])('answers %s as a malformed request (HTTP 400)', async (_case, change, message) => {
    const { http, body } = await send({ ...contact, ...change });
    expect([http, body.statusCode, body.errorMessage]).toEqual([400, 400, message]);
  });

  it.each([
    ['languageCode ar', {}],
    ['languageCode ar and Accept-Language: ar', { 'accept-language': 'ar' }],
  ])('says a wrong type to %s in Arabic words but the field name', async (_case, headers) => {
    const params = { ...contact, FullName: ['Asha'], languageCode: 'ar' };
    const payload = JSON.stringify({ requestParameters: params });
    const { http, body } = await post('contactUs', payload, headers);
    expect([http, body.messageId, body.messageParams?.['field']]).toEqual([
      400,
      'malformedField',
      'FullName',
    ]);
    // zod's `ar` locale, with the types it names in English said in Arabic: "… نص … قائمة".
    expect(body.errorMessage).toContain('FullName');
    expect(body.errorMessage.replace('FullName', '')).not.toMatch(/[A-Za-z]/);
    expect(body.errorMessage).toContain('نص');
  });

  it('refuses a lone surrogate sent as a JSON escape (HTTP 400)', async () => {
    const payload = JSON.stringify({ requestParameters: contact }).replace(
      'Where is it?',
      'Where \\ud800 is it?',
    );
    const { http, body } = await post('contactUs', payload);
    expect(http).toBe(400);
    expect(body.errorMessage).toBe('Message: must be valid Unicode text (no unpaired surrogates)');
  });

  it('answers a ShopperOutcome with HTTP 200 and its data, e.g. a ResponseMsg of §8', async () => {
    const { http, body } = await send({ ...contact, Subject: 'taken' });
    expect([http, body.statusCode, body.errorMessage]).toEqual([200, 204, MESSAGES.emailExists]);
    expect(JSON.parse(body.data)).toEqual([{ ResponseMsg: MESSAGES.emailExists }]);
  });

  it('answers a failure outcome with statusCode 501', async () => {
    const { http, body } = await send({ ...contact, Subject: 'broken' });
    expect([http, body.statusCode, body.statusMessage]).toEqual([200, 501, 'Failed']);
    expect(JSON.parse(body.data)).toEqual([{ ResponseMsg: MESSAGES.genericError }]);
  });

  it('gives an object endpoint an empty object as data', async () => {
    const { http, body } = await send(
      { CouponCode: 'NOPE', cartJsonData: '[{"ProductId":7,"Quantity":1}]' },
      'getCouponDiscount',
    );
    expect([http, body.statusCode, body.errorMessage]).toEqual([200, 501, MESSAGES.couponInvalid]);
    expect(JSON.parse(body.data)).toEqual({});
  });

  it('keeps ApiError for what is no outcome of the shop (here 401)', async () => {
    const { http, body } = await send({ ...contact, Subject: 'stranger' });
    expect([http, body.statusCode, body.isAuthorized]).toEqual([401, 401, false]);
  });

  it('answers success with statusCode 200', async () => {
    const { http, body } = await send(contact);
    expect([http, body.statusCode]).toEqual([200, 200]);
  });
});
