// The shared photo intake: what it refuses (by content, size and pixels) and what it keeps.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { intakePhoto, PHOTO_LIMITS } from './photo-intake.ts';
import { pngHeaderClaiming } from './photo-intake.test-support.ts';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

/** A JPEG carrying a camera make and a GPS position in its EXIF. */
const jpegWithGps = () =>
  picture(320, 240)
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 4/1 0/1' },
    })
    .jpeg()
    .toBuffer();

describe('photo intake', () => {
  it('re-encodes a JPEG to WebP and drops its EXIF and GPS', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await intakePhoto(original);
    if (!result.ok) throw new Error(result.refusal);
    const stored = await sharp(result.webp).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect([result.width, result.height]).toEqual([320, 240]);
  });

  it('scales a large picture down to the longest side allowed', async () => {
    const png = await picture(4000, 1000).png().toBuffer();
    const result = await intakePhoto(png);
    if (!result.ok) throw new Error(result.refusal);
    expect([result.width, result.height]).toEqual([PHOTO_LIMITS.maxEdge, 400]);
  });

  it('refuses a text file renamed .jpg, an SVG and an empty upload', async () => {
    const script = Buffer.from('<script>alert(1)</script> not a photo.jpg');
    expect(await intakePhoto(script)).toEqual({ ok: false, refusal: 'photoNotAnImage' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await intakePhoto(svg)).toEqual({ ok: false, refusal: 'photoNotAnImage' });
    expect(await intakePhoto(new Uint8Array())).toEqual({ ok: false, refusal: 'photoEmpty' });
  });

  it('refuses an upload over the size limit before reading it', async () => {
    const png = await picture(64, 64).png().toBuffer();
    const limits = { ...PHOTO_LIMITS, maxBytes: png.length - 1 };
    expect(await intakePhoto(png, limits)).toEqual({ ok: false, refusal: 'photoTooLarge' });
  });

  it('refuses a pixel bomb from its header, without decoding it', async () => {
    const bomb = pngHeaderClaiming(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100);
    expect(await intakePhoto(bomb)).toEqual({ ok: false, refusal: 'photoTooManyPixels' });
    const png = await picture(100, 100).png().toBuffer();
    const small = { ...PHOTO_LIMITS, maxInputPixels: 9_999 };
    expect(await intakePhoto(png, small)).toEqual({ ok: false, refusal: 'photoTooManyPixels' });
  });

  it('refuses a truncated picture as unreadable', async () => {
    const jpeg = await jpegWithGps();
    const result = await intakePhoto(jpeg.subarray(0, jpeg.length / 2));
    expect(result).toEqual({ ok: false, refusal: 'photoUnreadable' });
  });
});
