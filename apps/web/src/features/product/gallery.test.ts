import { describe, expect, it } from 'vitest';
import { imagesForColor, stepIndex } from './gallery.ts';

const images = [
  { AttachmentURL: 'indigo-1.svg', ColorID: 6 },
  { AttachmentURL: 'mustard-1.svg', ColorID: 5 },
  { AttachmentURL: 'detail.svg', ColorID: null },
  { AttachmentURL: 'indigo-2.svg', ColorID: 6 },
];

describe('gallery filtered by colour (spec §4)', () => {
  it('shows every picture before a colour is chosen', () => {
    expect(imagesForColor(images, undefined)).toHaveLength(4);
  });

  it("shows the chosen colour's pictures and the colourless ones", () => {
    expect(imagesForColor(images, 6).map((i) => i.AttachmentURL)).toEqual([
      'indigo-1.svg',
      'detail.svg',
      'indigo-2.svg',
    ]);
    expect(imagesForColor(images, 5).map((i) => i.AttachmentURL)).toEqual([
      'mustard-1.svg',
      'detail.svg',
    ]);
  });

  it('falls back to every picture when the colour has none', () => {
    expect(imagesForColor(images, 99)).toHaveLength(4);
  });

  it('steps through the pictures with wrap-around', () => {
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
