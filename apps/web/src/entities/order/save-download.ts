// Fetches a file the shopper owns (with their token, api/download-file.ts) and hands it to the
// browser's download: a purchased file under the product's name and its type's extension, an
// invoice under its order's number.
import {
  downloadDigitalFile,
  downloadInvoice,
  type DownloadResult,
} from '../../api/download-file.ts';
import { downloadFileName } from './download-name.ts';

export type SaveOutcome =
  { ok: true; fileName: string } | { ok: false; status: number; errorMessage: string };

function save(result: DownloadResult, nameFor: (contentType: string) => string): SaveOutcome {
  if (!result.ok) return result;
  const fileName = nameFor(result.contentType);
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

export async function saveDigitalDownload(
  orderItemId: number,
  productName: string,
): Promise<SaveOutcome> {
  return save(await downloadDigitalFile(orderItemId), (type) =>
    downloadFileName(productName, type),
  );
}

/** The order's GST tax invoice, saved as "Tax-invoice-{orderNumber}.pdf". */
export async function saveInvoice(orderNumber: string): Promise<SaveOutcome> {
  return save(await downloadInvoice(orderNumber), (type) =>
    downloadFileName(`Tax-invoice-${orderNumber}`, type),
  );
}
