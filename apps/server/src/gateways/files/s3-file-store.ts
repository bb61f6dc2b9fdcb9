// The public files in an S3-compatible object store (AWS S3, Cloudflare R2, MinIO …), so every
// server instance serves what any of them stored. Objects live under `images/<key>`; their
// URL is FILES_PUBLIC_BASE_URL/images/<key> when a CDN (or the public bucket) serves them,
// otherwise /files/store/images/<key>, which any instance answers from the store
// (plugins/stored-files.ts).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { FILES_PUBLIC_PATH } from '@bazaar/contract/constants';
import type { PublicFileStore } from './file-store.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  publicBaseUrl?: string | undefined;
}

export interface ReadableFileStore extends PublicFileStore {
  /** The object stored under `key`, or undefined when there is none. */
  readPublic(key: string): Promise<{ bytes: Uint8Array; contentType: string } | undefined>;
}

/** Where the server answers stored files when no public base URL is set. */
export const STORED_FILES_PATH = `${FILES_PUBLIC_PATH}/store/images/`;

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function s3FileStore(settings: S3Settings): ReadableFileStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
  });
  const objectKey = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Refused file key ${JSON.stringify(key)}.`);
    return `images/${key}`;
  };
  return {
    async putPublic(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          // Names are random and never reused: a cache may keep them for ever.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return settings.publicBaseUrl
        ? `${settings.publicBaseUrl.replace(/\/+$/, '')}/images/${key}`
        : `${STORED_FILES_PATH}${key}`;
    },
    async removePublic(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }));
    },
    async readPublic(key) {
      if (!KEY.test(key)) return undefined;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey(key) }),
        );
        if (!answer.Body) return undefined;
        const bytes = await answer.Body.transformToByteArray();
        return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
  };
}
