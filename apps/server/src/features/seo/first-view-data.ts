// A page's first-view answers (contract firstViewRequests), asked of this same server through
// inject — the wire, its validation and the answer cache, exactly as the storefront's own call
// would be answered — so the page sender can write them into the page, and the first home
// banner into its static frame. Anything but a success is left out: the storefront then asks.
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@bazaar/i18n/text';
import { ENDPOINTS, endpointPath, type EndpointKey } from '@bazaar/contract/endpoints';
import type { Envelope } from '@bazaar/contract/envelope';
import type { BannerRow } from '@bazaar/contract/schemas/content';
import {
  firstViewRequests,
  type FirstViewRequest,
  type PageKey,
} from '@bazaar/contract/page-routes';

export interface InlinedAnswer extends FirstViewRequest {
  /** The envelope's data: the answer as a JSON string. */
  data: string;
}

export interface FirstViewData {
  answers: InlinedAnswer[];
  /** The first home banner, drawn into the page's static frame; null for none. */
  hero: BannerRow | null;
}

export type FirstViewDataFor = (page: PageKey | null, lang: Lang) => Promise<FirstViewData>;

async function ask(app: FastifyInstance, { key, params }: FirstViewRequest) {
  try {
    const response = await app.inject({
      method: 'POST',
      url: endpointPath(ENDPOINTS[key]),
      payload: { requestParameters: params },
    });
    const envelope = response.json<Envelope>();
    if (response.statusCode !== 200 || envelope.statusCode !== 200) return null;
    return { key, params, data: envelope.data };
  } catch {
    return null;
  }
}

function firstBanner(answers: readonly InlinedAnswer[]): BannerRow | null {
  const banners = answers.find((answer) => answer.key === ('getHomeBanners' satisfies EndpointKey));
  return banners ? ((JSON.parse(banners.data) as BannerRow[])[0] ?? null) : null;
}

export function firstViewData(app: FastifyInstance): FirstViewDataFor {
  return async (page, lang) => {
    const asked = await Promise.all(
      firstViewRequests(page, lang).map((request) => ask(app, request)),
    );
    const answers = asked.filter((answer) => answer !== null);
    return { answers, hero: firstBanner(answers) };
  };
}
