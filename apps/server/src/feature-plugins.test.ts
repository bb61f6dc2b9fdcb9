// Every feature is a named fastify-plugin that declares what it depends on, so registering one
// before its infrastructure fails at start instead of as a broken route later.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountsFeature } from './features/accounts/accounts.routes.ts';
import { cartFeature } from './features/cart/cart.routes.ts';
import { catalogueFeature } from './features/catalogue/catalogue.routes.ts';
import { contentFeature } from './features/content/content.routes.ts';
import { localizationFeature } from './features/localization/localization.routes.ts';
import { locationsFeature } from './features/locations/locations.routes.ts';
import { orderHistoryFeature } from './features/orders/order-history.routes.ts';
import { ordersFeature } from './features/orders/orders.routes.ts';
import { reviewsFeature } from './features/reviews/reviews.routes.ts';
import { seoFeature } from './features/seo/seo.routes.ts';

const FEATURES = {
  accountsFeature,
  cartFeature,
  catalogueFeature,
  contentFeature,
  localizationFeature,
  locationsFeature,
  orderHistoryFeature,
  ordersFeature,
  reviewsFeature,
  seoFeature,
};

interface PluginMeta {
  name?: string;
  dependencies?: string[];
}

const metaOf = (plugin: object) =>
  (plugin as Record<symbol, PluginMeta | undefined>)[Symbol.for('plugin-meta')];

describe('feature plugins', () => {
  it.each(Object.entries(FEATURES))('%s is named and lists its dependencies', (_, plugin) => {
    const meta = metaOf(plugin);
    expect(meta?.name).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    expect(Array.isArray(meta?.dependencies)).toBe(true);
  });

  it('names are unique', () => {
    const names = Object.values(FEATURES).map((plugin) => metaOf(plugin)?.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('orders refuses to start without the mail gateway', async () => {
    const app = Fastify();
    // Checked before the plugin runs: the options are never read.
    await expect(app.register(ordersFeature, {} as never).ready()).rejects.toThrow(/mailer/);
    await app.close();
  });
});
