import { describe, expect, it } from 'vitest';
import { terminalSafe } from './terminal-text.ts';

describe('admin output is inert in a terminal (issue 17 item 12)', () => {
  it('writes ESC, BEL, CSI and line breaks as visible escapes', () => {
    expect(terminalSafe('Asha\u001b]0;pwned\u0007 Rao')).toBe('Asha\\u001b]0;pwned\\u0007 Rao');
    expect(terminalSafe('\u001b[2J\u001b[H')).toBe('\\u001b[2J\\u001b[H');
    expect(terminalSafe('note\r\nforged line')).toBe('note\\u000d\\u000aforged line');
    expect(terminalSafe('\u009b31m\u007f')).toBe('\\u009b31m\\u007f');
  });

  it('keeps tabs, Arabic and emoji as they are', () => {
    expect(terminalSafe('#12\tملابس نسائية 🙏')).toBe('#12\tملابس نسائية 🙏');
  });
});
