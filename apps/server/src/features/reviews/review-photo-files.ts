// A review's photos on disk: FILES_DIR/review-photos/<uuid>.webp. Never under FILES_DIR/images
// (served to anyone): review-photo.route.ts serves a photo only while its review is published.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StoredPhoto } from './reviews.repository.ts';
import type { AcceptedPhoto } from '../../gateways/files/photo-intake.ts';

export const REVIEW_PHOTO_FOLDER = 'review-photos';
/** The URL path photos are served under; file names are `<uuid>.webp`. */
export const REVIEW_PHOTO_PATH = `/files/${REVIEW_PHOTO_FOLDER}/`;
export const PHOTO_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const photoFilePath = (filesDir: string, fileName: string) =>
  path.join(filesDir, REVIEW_PHOTO_FOLDER, fileName);

/** Writes the accepted photos under fresh random names; answers what to store of each. */
export async function writePhotoFiles(
  filesDir: string,
  photos: readonly AcceptedPhoto[],
): Promise<StoredPhoto[]> {
  await fs.promises.mkdir(path.join(filesDir, REVIEW_PHOTO_FOLDER), { recursive: true });
  const stored: StoredPhoto[] = [];
  try {
    for (const photo of photos) {
      const fileName = `${randomUUID()}.webp`;
      await fs.promises.writeFile(photoFilePath(filesDir, fileName), photo.webp, { flag: 'wx' });
      stored.push({ fileName, width: photo.width, height: photo.height });
    }
  } catch (error) {
    await removePhotoFiles(
      filesDir,
      stored.map((photo) => photo.fileName),
    );
    throw error;
  }
  return stored;
}

/** Removes photo files (a failed write, replaced photos); a file already gone is no error. */
export async function removePhotoFiles(filesDir: string, fileNames: readonly string[]) {
  await Promise.all(
    fileNames
      .filter((name) => PHOTO_FILE_NAME.test(name))
      .map((name) => fs.promises.rm(photoFilePath(filesDir, name), { force: true })),
  );
}
