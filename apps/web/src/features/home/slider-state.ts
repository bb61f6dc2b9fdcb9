// Banner slider state with a clone of the last slide before the first and of the first after
// the last, so looping always moves one step forward (or back) and then snaps invisibly.
export interface SliderState {
  /** Index in the track including the two clones; the real slide i sits at i + 1. */
  position: number;
  /** Whether the move to `position` is animated (off for the invisible snap). */
  animate: boolean;
  /** True between a move and its settle; further moves wait. */
  moving: boolean;
}

export type SliderAction =
  { type: 'next' } | { type: 'prev' } | { type: 'goto'; index: number } | { type: 'settle' };

export const initialSliderState: SliderState = { position: 1, animate: false, moving: false };

export function realIndex(position: number, count: number): number {
  if (count < 1) return 0;
  return (((position - 1) % count) + count) % count;
}

export function sliderReducer(count: number) {
  return (state: SliderState, action: SliderAction): SliderState => {
    if (count < 2) return state;
    switch (action.type) {
      case 'next':
        return state.moving ? state : { position: state.position + 1, animate: true, moving: true };
      case 'prev':
        return state.moving ? state : { position: state.position - 1, animate: true, moving: true };
      case 'goto': {
        const position = action.index + 1;
        if (
          state.moving ||
          position === state.position ||
          action.index < 0 ||
          action.index >= count
        ) {
          return state;
        }
        return { position, animate: true, moving: true };
      }
      case 'settle':
        if (state.position > count) return { position: 1, animate: false, moving: false };
        if (state.position < 1) return { position: count, animate: false, moving: false };
        return { ...state, moving: false };
    }
  };
}
