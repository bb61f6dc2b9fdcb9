// How far each drawing reaches around its (0, 0), so the studio can stand it on the floor
// (its bottom on the ground line) and size it to fill the frame the same way for every motif.
import type { MotifName } from '../dataset/types.ts';

export interface MotifBounds {
  /** Highest point (negative: above the origin). */
  top: number;
  /** Lowest point: where the object touches the floor. */
  bottom: number;
  /** Half the width; the drawings are roughly centred on x = 0. */
  half: number;
}

const b = (top: number, bottom: number, half: number): MotifBounds => ({ top, bottom, half });

export const MOTIF_BOUNDS: Record<MotifName, MotifBounds> = {
  kurta: b(-166, 172, 172),
  shirt: b(-162, 162, 177),
  saree: b(-82, 134, 178),
  jeans: b(-167, 172, 124),
  jutti: b(-32, 98, 190),
  sneaker: b(-112, 82, 186),
  oxford: b(-84, 84, 184),
  kolhapuri: b(-158, 158, 170),
  perfume: b(-170, 168, 102),
  attar: b(-194, 166, 114),
  mist: b(-158, 168, 152),
  giftbox: b(-152, 162, 158),
  lipstick: b(-186, 172, 170),
  compact: b(-184, 206, 102),
  eye: b(-188, 174, 100),
  jar: b(-142, 144, 160),
  nailPolish: b(-186, 154, 158),
  handbag: b(-140, 172, 162),
  watch: b(-194, 194, 126),
  jhumka: b(-168, 90, 160),
  wallet: b(-138, 106, 162),
  sunglasses: b(-54, 74, 200),
  vase: b(-220, 174, 120),
  lamp: b(-174, 174, 114),
  cushion: b(-176, 176, 176),
  frame: b(-208, 178, 152),
  candle: b(-184, 168, 152),
  book: b(-178, 170, 142),
  pattern: b(-178, 178, 152),
};
