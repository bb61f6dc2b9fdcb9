// Where the shop's public files (product pictures) are kept. The embedded default is the local
// folder the server already serves (FILES_DIR/images → /files/images/…); a store shared by
// several machines can take its place behind the same two calls.
import fs from 'node:fs';
import path from 'node:path';
import { FILES_PUBLIC_PATH } from '@bazaar/contract/constants';

export interface PublicFileStore {
  /** Stores bytes under `key` (e.g. 'products/<uuid>-400.webp'); answers the public URL. */
  putPublic(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Removes what `putPublic` stored under `key`; a missing file is no error. */
  removePublic(key: string): Promise<void>;
}

/** Keys are made by the server, never by a client: folders and names of [a-z0-9-.] only. */
const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function localFileStore(filesDir: string): PublicFileStore {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Refused file key ${JSON.stringify(key)}.`);
    return path.join(filesDir, 'images', key);
  };
  return {
    async putPublic(key, bytes) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, bytes, { flag: 'wx' });
      return `${FILES_PUBLIC_PATH}/images/${key}`;
    },
    async removePublic(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}
