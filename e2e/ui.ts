// Locators and rules shared by the journeys. Slug and truncation are re-stated from the spec
// (§2, §5) rather than imported from the web app, so a wrong rule there cannot hide here.
import { expect, type Locator, type Page } from '@playwright/test';
import { keptText } from '@bazaar/contract/display-text';
import type { Lang } from '@bazaar/i18n/text';

/** The desktop and the phone (an iPhone 12–15's CSS pixels) the journeys run on. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Spec §2: lowercase, spaces and slashes turned into hyphens. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[\s/]+/g, '-');
}

/** Spec §5 display truncation; the ellipsis is Bazaar's choice, so only the kept part counts. */
export function truncated(text: string, max: number): RegExp {
  if (text.length <= max) return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
  return new RegExp(`^\\s*${escapeRegExp(keptText(text, max))}`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export type ToastKind = 'success' | 'error' | 'info';

/** A toast of `kind` showing exactly `text`: errors are alerts, the others status messages. */
export function toast(page: Page, kind: ToastKind, text: string): Locator {
  return page
    .getByRole(kind === 'error' ? 'alert' : 'status')
    .filter({ has: page.getByText(text, { exact: true }) });
}

/**
 * Waits until the full-page loading overlay is gone. It has no role of its own that toasts do
 * not share, and its text is translated, so its class is the stable handle here.
 */
export async function waitForIdle(page: Page): Promise<void> {
  await expect(page.locator('.loading-overlay')).toHaveCount(0);
}

/** A page section identified by its heading, whatever landmark markup it uses. */
export function section(page: Page, heading: string | RegExp): Locator {
  return page
    .locator('section')
    .filter({
      has: page.getByRole('heading', { name: heading, exact: typeof heading === 'string' }),
    })
    .last();
}

export function breadcrumb(page: Page, name = 'Breadcrumb'): Locator {
  return page.getByRole('navigation', { name });
}

/** Reads one localStorage key of the current origin. */
export function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

/** The document's language and direction. */
/**
 * Waits for the app's login merge of the device's cart (bazaar.savedCart written): until then a
 * test that changes the session or the stored cart would race the merge's answer.
 */
export async function cartMergedAtLogin(page: Page): Promise<void> {
  await expect.poll(() => stored(page, 'bazaar.savedCart')).not.toBeNull();
}

export async function expectDocumentLanguage(page: Page, lang: Lang): Promise<void> {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang);
  await expect(html).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** True once an <img> has actually decoded (a broken src has naturalWidth 0). */
export function imageLoaded(image: Locator): Promise<boolean> {
  return image.evaluate(
    (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
  );
}

export type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes on the screen share any area (one covers the other). */
export const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where a locator is drawn, failing clearly when it is not on the screen. */
export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} should be on screen`);
  return found;
}
