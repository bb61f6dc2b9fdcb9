import { describe, expect, it } from 'vitest';
import { DOWNLOAD_PATH_PREFIX } from '@bazaar/contract/endpoints';
import { loggableUrl, REDACTED } from './log-redaction.ts';

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0-_ASDFGHJKLzxcvbnm12345';

describe('loggableUrl', () => {
  it('keeps a routed download’s item id only', () => {
    expect(
      loggableUrl(
        `${DOWNLOAD_PATH_PREFIX}/12/${TOKEN}?x=1`,
        `${DOWNLOAD_PATH_PREFIX}/:orderItemId/:credential`,
        '12',
      ),
    ).toBe(`${DOWNLOAD_PATH_PREFIX}/12/${REDACTED}`);
  });

  it.each([
    `/api/v1/common/download-digital-file/12/${TOKEN}`,
    `//api//v1/common/download-digital-file//12/${TOKEN}`,
    `/api/v1/common/DOWNLOAD-digital-file/12/${TOKEN}`,
    `/api/v1/common/download%2Ddigital-file/12/${TOKEN}`,
    `/api/v1/common/download%2ddigital%2dfile/12/${TOKEN}%`,
  ])('cuts what follows the download segment of an unrouted %s', (url) => {
    const logged = loggableUrl(url);
    expect(logged).not.toContain(TOKEN);
    expect(logged).toContain(REDACTED);
  });

  it('leaves every other address alone', () => {
    expect(loggableUrl('/api/v1/common/logout?a=1')).toBe('/api/v1/common/logout?a=1');
  });
});
