// Decides whether a requested path may be served from a public folder: never a dotfile or a
// dot segment ('.', '..'), never an escaped or NUL character, and after resolving symlinks
// never anything outside the folder (the digital products and the database live beside it).
import fs from 'node:fs/promises';
import path from 'node:path';

/** The relative path below `root` as the router decoded it, e.g. 'products/12/main.webp'. */
export function isPlainRelativePath(relative: string): boolean {
  // '%' would be decoded a second time by the file sender; '\\' is a separator on Windows.
  if (/[%\\\0]/.test(relative)) return false;
  const segments = relative.split('/');
  return segments.every((segment, index) =>
    segment === '' ? index === 0 || index === segments.length - 1 : !segment.startsWith('.'),
  );
}

/** True when `relative` names a file that really lies inside `realRoot` (itself resolved). */
export async function isInsideFolder(realRoot: string, relative: string): Promise<boolean> {
  if (!isPlainRelativePath(relative)) return false;
  try {
    const real = await fs.realpath(path.resolve(realRoot, `.${path.sep}${relative}`));
    return real.startsWith(realRoot + path.sep);
  } catch {
    return false; // missing file: let the sender answer 404
  }
}
