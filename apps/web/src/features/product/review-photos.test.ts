import { describe, expect, it } from 'vitest';
import { photoProblem, toBase64 } from './review-photos.ts';

const file = (type: string, size = 1000) => ({ type, size });

describe('review photos in the browser', () => {
  it('takes up to 3 JPEG, PNG or WebP pictures of at most 5 MB', () => {
    expect(photoProblem([])).toBeNull();
    expect(photoProblem([file('image/jpeg'), file('image/png'), file('image/webp')])).toBeNull();
    expect(photoProblem([file('image/jpeg', 5 * 1024 * 1024)])).toBeNull();
  });

  it('says what is wrong: a fourth photo, another type, a large or empty file', () => {
    const four = Array.from({ length: 4 }, () => file('image/jpeg'));
    expect(photoProblem(four)).toEqual({ id: 'reviewTooManyPhotos', params: { n: 3 } });
    expect(photoProblem([file('image/svg+xml')])).toEqual({ id: 'photoNotAnImage' });
    expect(photoProblem([file('image/jpeg', 5 * 1024 * 1024 + 1)])).toEqual({
      id: 'photoTooLarge',
      params: { mb: 5 },
    });
    expect(photoProblem([file('image/png', 0)])).toEqual({ id: 'photoEmpty' });
  });

  it('reads a file as plain base64', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 256);
    const encoded = await toBase64(new Blob([bytes]));
    expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
  });
});
