// `Content-Disposition: attachment` with a file name any browser reads right: a plain quoted
// name when it is printable ASCII, otherwise an ASCII stand-in plus the exact name as RFC 5987's
// `filename*=UTF-8''…` (RFC 6266 §4.3), which browsers prefer when they understand it.

const PLAIN_NAME = /^[\x20-\x7e]*$/;

/** The name with every character a quoted-string cannot carry simply (or at all) replaced. */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/gu, '_');
}

/** RFC 5987 ext-value: UTF-8, percent-encoded outside attr-char. */
function extValue(name: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `UTF-8''${encoded}`;
}

/** A safe download name: no path, no control characters, never empty. */
export function downloadFileName(name: string, fallback = 'download'): string {
  const cleaned = name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[/\\]/g, '_')
    .trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? fallback : cleaned;
}

export function attachmentDisposition(name: string): string {
  const fileName = downloadFileName(name);
  if (PLAIN_NAME.test(fileName) && !/["\\]/.test(fileName)) {
    return `attachment; filename="${fileName}"`;
  }
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=${extValue(fileName)}`;
}
