// Server-supplied image paths (product images, banners, logos) → URLs under FILES_PUBLIC_PATH.
import { FILES_PUBLIC_PATH } from '@bazaar/contract/constants';

export function mediaUrl(path: string | null | undefined): string {
  const value = (path ?? '').trim();
  if (!value) return '';
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/')) return value;
  return `${FILES_PUBLIC_PATH}/${value}`;
}
