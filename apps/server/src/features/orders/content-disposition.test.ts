import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadFileName } from './content-disposition.ts';

describe('attachmentDisposition', () => {
  it('quotes a plain ASCII name as it is', () => {
    expect(attachmentDisposition('Festive Lookbook 2026.pdf')).toBe(
      'attachment; filename="Festive Lookbook 2026.pdf"',
    );
  });

  it('adds the UTF-8 name as filename* (RFC 5987) with an ASCII stand-in', () => {
    expect(attachmentDisposition('دليل العطور.pdf')).toBe(
      `attachment; filename="____ ______.pdf"; filename*=UTF-8''${encodeURIComponent('دليل العطور.pdf')}`,
    );
    expect(attachmentDisposition('Café (v2)*.txt')).toBe(
      `attachment; filename="Caf_ (v2)*.txt"; filename*=UTF-8''Caf%C3%A9%20%28v2%29%2A.txt`,
    );
  });

  it('never lets quotes, backslashes or line breaks through', () => {
    const header = attachmentDisposition('a"b\\c\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_b_cSet-Cookie: x.pdf"; filename*=UTF-8''a%22b_cSet-Cookie%3A%20x.pdf`,
    );
  });
});

describe('downloadFileName', () => {
  it('drops any folder and never answers an empty or dot name', () => {
    expect(downloadFileName('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(downloadFileName('..')).toBe('download');
    expect(downloadFileName('  ')).toBe('download');
  });
});
