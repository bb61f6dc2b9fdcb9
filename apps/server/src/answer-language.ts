// The language of an answer given without (or before) a validated body: the 404 of an unknown
// endpoint, the 503 while the server closes (sent before the body is read) and the refusals of
// a GET download. The body's languageCode when there is one, else the Accept-Language header
// (Bazaar's web sends the page's language there), else English. Answers to a known endpoint
// keep to the body alone (requestLanguage), so the provider's storefront stays in English.
import type { FastifyRequest } from 'fastify';
import { LANGS, type Lang } from '@bazaar/i18n/text';
import { readLanguageCode } from './wire.ts';

/** The first language Bazaar speaks in an Accept-Language header, by weight; undefined if none. */
export function acceptedLanguage(header: string | string[] | undefined): Lang | undefined {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = text
    .split(',')
    .map((part, order) => {
      const [tag = '', ...options] = part.trim().split(';');
      const weight = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      const q = weight === undefined ? 1 : Number(weight);
      return { primary: tag.trim().toLowerCase().split('-')[0], q, order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { primary } of ranked) {
    const known = LANGS.find((lang) => lang === primary);
    if (known) return known;
  }
  return undefined;
}

export function answerLanguage(request: Pick<FastifyRequest, 'body' | 'headers'>): Lang {
  return (
    readLanguageCode(request.body) ?? acceptedLanguage(request.headers['accept-language']) ?? 'en'
  );
}
