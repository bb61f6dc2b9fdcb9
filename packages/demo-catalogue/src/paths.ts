// Where the demo catalogue's files live under FILES_DIR and the public URLs stored for them.
import { FILES_PUBLIC_PATH } from '@bazaar/contract/constants';

/** Public images: served by the static plugin under FILES_PUBLIC_PATH/images/. */
export const IMAGES_DIR = 'images';
/** Paid files: never served statically; streamed only by the download endpoint. */
export const DIGITAL_DIR = 'digital';

export const LOGO_FILE = 'logo.svg';
export const PLACEHOLDER_FILE = 'placeholder.svg';

/** '/files/images/products/app-kur-001-1.svg' for ('products', 'app-kur-001-1.svg'). */
export function imageUrl(folder: string, fileName: string): string {
  return `${FILES_PUBLIC_PATH}/${IMAGES_DIR}/${folder}/${fileName}`;
}

/** 'Kurtas & Kurtis' → 'kurtas-kurtis'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const bannerFile = (key: string): string => `${key}.svg`;
export const campaignFile = (key: string): string => `${key}.svg`;
export const paymentFile = (kind: string): string => `${kind}.svg`;
export const categoryTileFile = (name: string): string => `${slugify(name)}.svg`;
