// The configured store of public files: an S3-compatible bucket when FILES_S3_BUCKET is set,
// the local folder (FILES_DIR/images) otherwise.
import type { Config } from '../../config.ts';
import { localFileStore, type PublicFileStore } from './file-store.ts';
import { s3FileStore, type ReadableFileStore } from './s3-file-store.ts';

export type FilesConfig = Pick<
  Config,
  | 'FILES_DIR'
  | 'FILES_S3_BUCKET'
  | 'FILES_S3_ENDPOINT'
  | 'FILES_S3_REGION'
  | 'FILES_S3_ACCESS_KEY_ID'
  | 'FILES_S3_SECRET_ACCESS_KEY'
  | 'FILES_PUBLIC_BASE_URL'
>;

/** The S3 store when one is configured; undefined for the local folder. */
export function objectStoreOf(config: FilesConfig): ReadableFileStore | undefined {
  if (!config.FILES_S3_BUCKET) return undefined;
  return s3FileStore({
    bucket: config.FILES_S3_BUCKET,
    region: config.FILES_S3_REGION,
    endpoint: config.FILES_S3_ENDPOINT,
    accessKeyId: config.FILES_S3_ACCESS_KEY_ID,
    secretAccessKey: config.FILES_S3_SECRET_ACCESS_KEY,
    publicBaseUrl: config.FILES_PUBLIC_BASE_URL,
  });
}

export function createFileStore(config: FilesConfig): PublicFileStore {
  return objectStoreOf(config) ?? localFileStore(config.FILES_DIR);
}
