// A shopper's photo (a review's, a return's) in → checked and re-encoded bytes out. Shared by
// every feature that takes a photo, so each upload is checked alike: the real content type read
// from the bytes (never the name or the declared type), the size, the pixel count before any
// decoding (a small file can unpack into gigabytes), then one re-encode to WebP that drops
// EXIF and GPS and bounds the stored size. Storing the result is the caller's business.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export interface PhotoLimits {
  /** Largest upload accepted, in bytes. */
  maxBytes: number;
  /** Largest width × height decoded; a bigger picture is refused unread. */
  maxInputPixels: number;
  /** Longest side of the stored picture; larger ones are scaled down. */
  maxEdge: number;
}

export const PHOTO_LIMITS: PhotoLimits = {
  maxBytes: 5 * 1024 * 1024,
  // 50 megapixels: any phone camera, far below what would exhaust memory.
  maxInputPixels: 50_000_000,
  maxEdge: 1600,
};

/** Types a photo may arrive in; anything else (SVG, PDF, a script renamed .jpg) is refused. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Why a photo was refused: a message id of the catalogue (review-texts.ts). */
export type PhotoRefusal =
  'photoEmpty' | 'photoTooLarge' | 'photoNotAnImage' | 'photoTooManyPixels' | 'photoUnreadable';

export interface AcceptedPhoto {
  ok: true;
  /** The re-encoded picture, image/webp, without metadata. */
  webp: Buffer;
  width: number;
  height: number;
}

export type PhotoIntake = AcceptedPhoto | { ok: false; refusal: PhotoRefusal };

const refused = (refusal: PhotoRefusal): PhotoIntake => ({ ok: false, refusal });

export type CheckedImage =
  { ok: true; mime: string; width: number; height: number } | { ok: false; refusal: PhotoRefusal };

/**
 * The checks every upload of a picture goes through, before any pixel is decoded: not empty,
 * within the size, of an accepted type by its bytes, its header's pixel count within the limit.
 */
export async function checkImageBytes(
  bytes: Uint8Array,
  limits: Pick<PhotoLimits, 'maxBytes' | 'maxInputPixels'>,
  accepted: ReadonlySet<string> = ACCEPTED_TYPES,
): Promise<CheckedImage> {
  if (bytes.length === 0) return { ok: false, refusal: 'photoEmpty' };
  if (bytes.length > limits.maxBytes) return { ok: false, refusal: 'photoTooLarge' };
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !accepted.has(type.mime)) return { ok: false, refusal: 'photoNotAnImage' };
  try {
    // The header alone says the dimensions: refuse a pixel bomb before decoding anything.
    const { width, height } = await sharp(bytes, sharpInput(limits)).metadata();
    if (!width || !height) return { ok: false, refusal: 'photoUnreadable' };
    if (width * height > limits.maxInputPixels) return { ok: false, refusal: 'photoTooManyPixels' };
    return { ok: true, mime: type.mime, width, height };
  } catch (error) {
    return { ok: false, refusal: decodeRefusal(error) };
  }
}

/** sharp's input options: the pixel limit enforced by the decoder too, and no lenient decoding. */
export const sharpInput = (limits: Pick<PhotoLimits, 'maxInputPixels'>) => ({
  limitInputPixels: limits.maxInputPixels,
  failOn: 'error' as const,
});

/** A decoder's failure as a refusal: over the pixel limit, or unreadable. */
export function decodeRefusal(error: unknown): PhotoRefusal {
  return error instanceof Error && /pixel limit/i.test(error.message)
    ? 'photoTooManyPixels'
    : 'photoUnreadable';
}

/** Checks one upload and re-encodes it; never throws for bad input. */
export async function intakePhoto(
  bytes: Uint8Array,
  limits: PhotoLimits = PHOTO_LIMITS,
): Promise<PhotoIntake> {
  const checked = await checkImageBytes(bytes, limits);
  if (!checked.ok) return checked;
  try {
    const { data, info } = await sharp(bytes, sharpInput(limits))
      .rotate() // applies the EXIF orientation before the metadata goes
      .resize({
        width: limits.maxEdge,
        height: limits.maxEdge,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, webp: data, width: info.width, height: info.height };
  } catch (error) {
    return refused(decodeRefusal(error));
  }
}
