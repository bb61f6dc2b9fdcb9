// Keys of the app_config table that code relies on.
export const APP_CONFIG_KEYS = {
  /** Public path of the site logo image (spec: get-website-logo → AppConfigValue). */
  websiteLogo: 'website_logo',
  /** Present once the catalogue seed has run; its value is the seed version. */
  seedVersion: 'seed_version',
} as const;

/** Present once the after-migrate step `name` (after-migrate.ts) has run; its value is when. */
export const afterMigrateKey = (name: string) => `after_migrate:${name}`;
