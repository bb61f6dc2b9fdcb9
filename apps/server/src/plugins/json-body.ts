// The only body parser: JSON for the API: Fastify's own (prototype-poisoning safe), behind a cheap
// nesting check, so a deeply nested body is refused before JSON.parse spends CPU on it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_ERRORS } from '@bazaar/contract/messages';

/** Deepest nesting any real request needs: {requestParameters:{…:[{…}]}} is 4. */
export const MAX_JSON_DEPTH = 16;

/** True when `text` opens more than `limit` arrays/objects at once (strings are skipped). */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92 /* \ */) i += 1;
      else if (code === 34 /* " */) inString = false;
    } else if (code === 34) inString = true;
    else if (code === 123 /* { */ || code === 91 /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 125 /* } */ || code === 93 /* ] */) depth -= 1;
  }
  return false;
}

/** A body nested deeper than the limit (answered as the jsonTooDeep message). */
export class JsonTooDeep extends Error {
  readonly statusCode = 400;
  readonly code = 'BAZAAR_JSON_TOO_DEEP';
  constructor() {
    super(SERVER_ERRORS.jsonTooDeep);
  }
}

export const jsonBody = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // The API speaks JSON only; a text/plain body would otherwise reach handlers as a string.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
      done(new JsonTooDeep(), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
});
