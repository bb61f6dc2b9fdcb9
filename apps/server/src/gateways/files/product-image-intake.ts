// A product picture the owner uploads (issue #22) in → checked, then every size the storefront
// shows in WebP and AVIF beside the uploaded format (JPEG or PNG), each with its width and
// height, out. The checks are the shopper photo's (photo-intake.ts: type by the bytes, size,
// pixel count before decoding), with a limit fitting studio shots, plus a plain file name and
// a refusal of SVG by name — an SVG can carry script, and is not a photo. Nothing is written
// here: storing the files is the caller's business, so a refusal leaves nothing behind.
import path from 'node:path';
import sharp from 'sharp';
import { checkImageBytes, decodeRefusal, sharpInput, type PhotoRefusal } from './photo-intake.ts';

export const PRODUCT_IMAGE_LIMITS = {
  /** A studio JPEG of a 24-megapixel camera is about 10 MB. */
  maxBytes: 15 * 1024 * 1024,
  maxInputPixels: 50_000_000,
};

/**
 * The widths the storefront shows a product picture at, each for 1× and 2× screens: the
 * gallery's and the cart's 80 px thumbnails (160), the product card's 400 px (400, 800) and
 * the gallery's 800 px main picture (800, 1600). Pictures keep their proportions and are never
 * enlarged: a narrower upload stops at its own width.
 */
export const PRODUCT_IMAGE_WIDTHS = [160, 400, 800, 1600] as const;

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export interface ImageVariant {
  format: ImageFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export type ProductImageRefusal =
  | 'imageNameUnsafe'
  | 'imageEmpty'
  | 'imageTooLarge'
  | 'imageSvgRefused'
  | 'imageNotAnImage'
  | 'imageTooManyPixels'
  | 'imageUnreadable';

export type ProductImageIntake =
  | { ok: true; original: ImageFormat; variants: ImageVariant[] }
  | {
      ok: false;
      refusal: ProductImageRefusal;
      params: Readonly<Record<string, string | number>>;
    };

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const FORMAT_OF: Readonly<Record<string, ImageFormat>> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const REFUSAL_OF: Readonly<Record<PhotoRefusal, ProductImageRefusal>> = {
  photoEmpty: 'imageEmpty',
  photoTooLarge: 'imageTooLarge',
  photoNotAnImage: 'imageNotAnImage',
  photoTooManyPixels: 'imageTooManyPixels',
  photoUnreadable: 'imageUnreadable',
};

/** A name as a browser sends it: no folder, no "..", no control character, not hidden. */
export function isPlainFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 200 &&
    !/[/\\]/.test(name) &&
    !name.includes('..') &&
    !name.startsWith('.') &&
    // eslint-disable-next-line no-control-regex -- control characters are what is refused
    !/[\u0000-\u001f\u007f]/.test(name) &&
    path.basename(name) === name
  );
}

/** An SVG by its name or its first bytes (XML text with an <svg> element). */
function looksLikeSvg(name: string, bytes: Uint8Array): boolean {
  if (/\.svgz?$/i.test(name)) return true;
  const head = Buffer.from(bytes.subarray(0, 4096)).toString('utf8').toLowerCase();
  return /^\s*(\ufeff)?\s*</.test(head) && head.includes('<svg');
}

async function encode(
  bytes: Uint8Array,
  format: ImageFormat,
  width: number,
): Promise<ImageVariant> {
  let pipeline = sharp(bytes, sharpInput(PRODUCT_IMAGE_LIMITS))
    .rotate() // the EXIF orientation applied before the metadata goes
    .resize({ width, withoutEnlargement: true });
  if (format === 'jpeg') pipeline = pipeline.jpeg({ quality: 82, mozjpeg: true });
  if (format === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
  if (format === 'webp') pipeline = pipeline.webp({ quality: 80 });
  // effort 2: AVIF's slowest settings cost seconds per size for a few per cent of bytes.
  if (format === 'avif') pipeline = pipeline.avif({ quality: 55, effort: 2 });
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { format, width: info.width, height: info.height, bytes: data };
}

/** Checks one upload and makes its variants; never throws for bad input. */
export async function intakeProductImage(
  fileName: string,
  bytes: Uint8Array,
): Promise<ProductImageIntake> {
  const refuse = (refusal: ProductImageRefusal): ProductImageIntake => ({
    ok: false,
    refusal,
    params: {
      name: fileName,
      mb: PRODUCT_IMAGE_LIMITS.maxBytes / 1024 / 1024,
      mp: PRODUCT_IMAGE_LIMITS.maxInputPixels / 1_000_000,
    },
  });
  if (!isPlainFileName(fileName)) return refuse('imageNameUnsafe');
  if (bytes.length > 0 && looksLikeSvg(fileName, bytes)) return refuse('imageSvgRefused');
  const checked = await checkImageBytes(bytes, PRODUCT_IMAGE_LIMITS, ACCEPTED);
  if (!checked.ok) return refuse(REFUSAL_OF[checked.refusal]);
  const original = FORMAT_OF[checked.mime] ?? 'webp';
  const formats = [...new Set<ImageFormat>([original, 'webp', 'avif'])];
  // Widths past the picture's own would all be its full size: one full-size variant is enough.
  const widths = PRODUCT_IMAGE_WIDTHS.filter(
    (_, i) => i === 0 || (PRODUCT_IMAGE_WIDTHS[i - 1] ?? 0) < checked.width,
  );
  try {
    const variants: ImageVariant[] = [];
    for (const width of widths) {
      for (const format of formats) variants.push(await encode(bytes, format, width));
    }
    return { ok: true, original, variants };
  } catch (error) {
    return refuse(REFUSAL_OF[decodeRefusal(error)]);
  }
}
