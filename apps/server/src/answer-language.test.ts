// The language of answers given without a validated body: the header's choice, and the 404 of
// an unknown endpoint on a real socket (inject() skips the HTTP parser and its headers' path).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@bazaar/contract/envelope';
import { say } from '@bazaar/i18n/message-catalogue';
import { acceptedLanguage } from './answer-language.ts';
import { DIALECTS } from './test/databases.ts';
import { listenOnLoopback } from './test/raw-http.ts';
import { useTestApp } from './test/test-app.ts';

describe('acceptedLanguage', () => {
  it.each([
    ['ar', 'ar'],
    ['ar-EG,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-IN, ar;q=0.5', 'en'],
    ['fr-FR, ar;q=0.4, en;q=0.7', 'en'],
    ['en;q=0.2, AR;q=0.9', 'ar'],
    ['ar;q=0, en', 'en'],
    ['fr, de', undefined],
    ['*', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j names %j', (header, expected) => {
    expect(acceptedLanguage(header)).toBe(expected);
  });
});

describe.each(DIALECTS)('an unknown endpoint on a real socket on %s', (dialect) => {
  const t = useTestApp(dialect, { seed: false });
  let base: string;
  beforeAll(async () => {
    base = `http://127.0.0.1:${await listenOnLoopback(t.app)}`;
  });

  const unknown = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/api/v1/dynamic/dataoperation/no-such-thing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(404);
    return (await response.json()) as Envelope;
  };

  it.each([
    ['the body asks for Arabic', { requestParameters: { languageCode: 'ar' } }, {}, 'ar'],
    [
      'only the header asks for Arabic',
      { requestParameters: {} },
      { 'accept-language': 'ar' },
      'ar',
    ],
    [
      'the body wins over the header',
      { requestParameters: { languageCode: 'en' } },
      { 'accept-language': 'ar' },
      'en',
    ],
    ['nothing asks', { requestParameters: {} }, {}, 'en'],
  ] as const)('says it in the language asked when %s', async (_, body, headers, lang) => {
    const answer = await unknown(body, headers);
    expect(answer).toMatchObject({
      statusCode: 404,
      messageId: 'unknownEndpoint',
      errorMessage: say(lang, { id: 'unknownEndpoint' }),
    });
  });
});
