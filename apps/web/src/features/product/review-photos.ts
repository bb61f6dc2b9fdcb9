// The photos a shopper picks for a review, checked in the browser before they travel (the
// server checks them again by content): how many, the type the browser reports, and the size;
// then read as base64 for the JSON envelope (docs/wire-contract.md "Review photos").
import { REVIEW_PHOTOS } from '@bazaar/contract/constants';
import type { Message } from '@bazaar/i18n/message-catalogue';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_BYTES = REVIEW_PHOTOS.maxMegabytes * 1024 * 1024;

/** Why these files cannot be sent, or null. */
export function photoProblem(files: readonly Pick<File, 'size' | 'type'>[]): Message | null {
  if (files.length > REVIEW_PHOTOS.max) {
    return { id: 'reviewTooManyPhotos', params: { n: REVIEW_PHOTOS.max } };
  }
  if (files.some((file) => !(PHOTO_TYPES as readonly string[]).includes(file.type))) {
    return { id: 'photoNotAnImage' };
  }
  if (files.some((file) => file.size > MAX_BYTES)) {
    return { id: 'photoTooLarge', params: { mb: REVIEW_PHOTOS.maxMegabytes } };
  }
  return files.some((file) => file.size === 0) ? { id: 'photoEmpty' } : null;
}

/** A file's bytes as base64, without the `data:` prefix. */
export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode with millions of arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}
