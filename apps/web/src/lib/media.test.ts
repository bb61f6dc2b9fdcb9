import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media.ts';

describe('mediaUrl', () => {
  it('keeps absolute paths and URLs, puts bare paths under /files', () => {
    expect(mediaUrl('/files/images/a.svg')).toBe('/files/images/a.svg');
    expect(mediaUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(mediaUrl('images/a.svg')).toBe('/files/images/a.svg');
    expect(mediaUrl('')).toBe('');
    expect(mediaUrl(null)).toBe('');
  });
});
