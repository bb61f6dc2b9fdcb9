// Fetches a purchased file (with the shopper's token, api/client.ts) and hands it to the
// browser's download under the product's name and the content type's extension.
import { downloadDigitalFile } from '../../api/download-file.ts';
import { downloadFileName } from './download-name.ts';

export type SaveOutcome =
  { ok: true; fileName: string } | { ok: false; status: number; errorMessage: string };

export async function saveDigitalDownload(
  orderItemId: number,
  productName: string,
): Promise<SaveOutcome> {
  const result = await downloadDigitalFile(orderItemId);
  if (!result.ok) return result;
  const fileName = downloadFileName(productName, result.contentType);
  const url = URL.createObjectURL(result.file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download: the browser holds its own copy of the data now.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { ok: true, fileName };
}
