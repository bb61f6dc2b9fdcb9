// Which new reviews wait for the shop's check before they are shown and counted (REVIEWS_HOLD):
// 'photos' (the default) holds those with photos, 'all' every one, 'none' none.
export const REVIEW_HOLD_SETTINGS = ['photos', 'all', 'none'] as const;
export type ReviewHold = (typeof REVIEW_HOLD_SETTINGS)[number];

export function isHeld(setting: ReviewHold, photoCount: number): boolean {
  switch (setting) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'photos':
      return photoCount > 0;
  }
}
