// The name a digital download is saved under (spec §7): the product's name, or
// 'Your_Digital_Product', with the extension of the answer's content type.

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/epub+zip': 'epub',
  'application/json': 'json',
  'application/octet-stream': 'bin',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
  'text/csv': 'csv',
  'text/html': 'html',
  'text/markdown': 'md',
  'text/plain': 'txt',
  'video/mp4': 'mp4',
};

export const DEFAULT_DOWNLOAD_NAME = 'Your_Digital_Product';

/** "application/pdf; charset=binary" → "pdf"; an unknown type uses its subtype ("x-foo" → "foo"). */
export function extensionOf(contentType: string): string {
  const mime = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const known = EXTENSIONS[mime];
  if (known) return known;
  const subtype = (mime.split('/')[1] ?? '').replace(/^x-/, '').replace(/[^a-z0-9]/g, '');
  return subtype || 'bin';
}

/** Characters no file system takes are replaced; an empty name becomes the default. */
export function downloadFileName(productName: string, contentType: string): string {
  const base = productName
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[. ]+$/, '');
  return `${base || DEFAULT_DOWNLOAD_NAME}.${extensionOf(contentType)}`;
}
