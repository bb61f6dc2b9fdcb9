import { describe, expect, it } from 'vitest';
import { initialSliderState, realIndex, sliderReducer, type SliderState } from './slider-state.ts';

const run = (count: number, state: SliderState, ...types: ('next' | 'prev' | 'settle')[]) =>
  types.reduce((s, type) => sliderReducer(count)(s, { type }), state);

describe('banner slider state', () => {
  it('moves one slide forward and settles', () => {
    const state = run(3, initialSliderState, 'next', 'settle');
    expect(realIndex(state.position, 3)).toBe(1);
    expect(state).toMatchObject({ animate: true, moving: false });
  });
  it('loops from the last slide to the first through the clone, then snaps without animation', () => {
    let state = run(3, initialSliderState, 'next', 'settle', 'next', 'settle', 'next');
    expect(state.position).toBe(4); // the clone of the first slide
    expect(realIndex(state.position, 3)).toBe(0);
    state = run(3, state, 'settle');
    expect(state).toEqual({ position: 1, animate: false, moving: false });
  });
  it('loops backwards from the first slide to the last', () => {
    let state = run(3, initialSliderState, 'prev');
    expect(state.position).toBe(0);
    state = run(3, state, 'settle');
    expect(state).toEqual({ position: 3, animate: false, moving: false });
    expect(realIndex(state.position, 3)).toBe(2);
  });
  it('ignores moves while a move is running', () => {
    const state = run(3, initialSliderState, 'next', 'next', 'prev');
    expect(state.position).toBe(2);
  });
  it('jumps to a dot', () => {
    const reduce = sliderReducer(4);
    const state = reduce(initialSliderState, { type: 'goto', index: 3 });
    expect(realIndex(state.position, 4)).toBe(3);
    expect(reduce(initialSliderState, { type: 'goto', index: 0 })).toBe(initialSliderState);
    expect(reduce(initialSliderState, { type: 'goto', index: 9 })).toBe(initialSliderState);
  });
  it('stays still with fewer than two banners', () => {
    expect(run(1, initialSliderState, 'next', 'settle')).toBe(initialSliderState);
  });
});
