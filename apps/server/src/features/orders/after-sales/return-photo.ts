// A return's photo: checked and re-encoded by the shared photo intake (type from the bytes,
// size, pixels; EXIF dropped), kept at FILES_DIR/return-photos/<uuid>.webp — never under a
// served folder: only the shop reads it (the path is on the request).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REVIEW_PHOTOS } from '@bazaar/contract/constants';
import { ShopperOutcome } from '../../../api-errors.ts';
import { PHOTO_LIMITS, intakePhoto } from '../../../gateways/files/photo-intake.ts';

export const RETURN_PHOTO_FOLDER = 'return-photos';

/** Checks the photo and writes it; answers its path relative to FILES_DIR. */
export async function keepReturnPhoto(filesDir: string, base64: string): Promise<string> {
  const result = await intakePhoto(Buffer.from(base64, 'base64'), PHOTO_LIMITS);
  if (!result.ok) {
    throw new ShopperOutcome('validation', {
      id: result.refusal,
      params: { mb: REVIEW_PHOTOS.maxMegabytes },
    });
  }
  const relative = path.join(RETURN_PHOTO_FOLDER, `${randomUUID()}.webp`);
  await fs.promises.mkdir(path.join(filesDir, RETURN_PHOTO_FOLDER), { recursive: true });
  await fs.promises.writeFile(path.join(filesDir, relative), result.webp, { flag: 'wx' });
  return relative;
}

/** Removes a kept photo whose request did not go through; a file already gone is no error. */
export async function dropReturnPhoto(filesDir: string, relative: string | null): Promise<void> {
  if (relative) await fs.promises.rm(path.join(filesDir, relative), { force: true });
}
