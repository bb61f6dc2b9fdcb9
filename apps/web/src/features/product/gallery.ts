// The gallery shows the chosen colour's pictures (spec §4) plus the pictures that belong to no
// colour; with no colour chosen, or none pictured in it, every picture.
import type { ProductDetailRow } from '@bazaar/contract/schemas/catalogue';

export type GalleryImage = ProductDetailRow['ProductImagesJson'][number];

export function imagesForColor(
  images: readonly GalleryImage[],
  colorId: number | undefined,
): GalleryImage[] {
  if (colorId === undefined) return [...images];
  const ofColor = images.filter((image) => image.ColorID === colorId);
  if (ofColor.length === 0) return [...images];
  return images.filter((image) => image.ColorID === colorId || image.ColorID == null);
}

/** Next index for a step of ±1, wrapping around. */
export function stepIndex(index: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (index + step + count) % count;
}
