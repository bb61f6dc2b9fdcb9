// What `npm run admin` prints comes partly from shoppers (names, notes, addresses). Stored text
// may predate the contract's control-character rule, so every printed line is made inert here.

/**
 * The line with each C0/C1 control character (ESC, BEL, CSI, line breaks…) written as a visible
 * `\u001b`-style escape, so no stored text can clear the screen, retitle the window or forge a
 * line. Tab stays as it is.
 */
export function terminalSafe(line: string): string {
  let safe = '';
  for (const char of line) {
    const code = char.charCodeAt(0);
    const control = (code < 0x20 && code !== 0x09) || (code >= 0x7f && code <= 0x9f);
    safe += control ? `\\u${code.toString(16).padStart(4, '0')}` : char;
  }
  return safe;
}
