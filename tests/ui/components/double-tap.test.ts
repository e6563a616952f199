/**
 * Once is once (issue 19 item 5): the second touch of a double tap that recorded an entry or armed a
 * confirmation is not a tap of its own, whether or not the browser counts it (a finger's second click
 * counts 1 in Firefox and iOS Safari, 2 in Chromium); a third quick click, a keyboard's click and a
 * deliberate tap elsewhere or later are taps.
 */
import { describe, expect, test } from 'vitest';
import { type Click, DOUBLE_TAP_MS, DOUBLE_TAP_REACH_PX, isSecondTouch } from '../../../src/ui/components/double-tap';

const taken: Click = { at: 1000, x: 180, y: 320, detail: 1, mouse: false };
const finger = (after: number, dx = 0, dy = 0, detail = 1): Click => ({ at: taken.at + after, x: taken.x + dx, y: taken.y + dy, detail, mouse: false });
const mouse = (after: number, detail: number): Click => ({ ...finger(after, 0, 0, detail), mouse: true });

describe('a double tap’s second touch after a tap that recorded or armed', () => {
  test('a finger’s second click counted 1 (Firefox, iOS Safari) within the double-tap time and reach is the same double tap', () => {
    expect(isSecondTouch(finger(120), taken)).toBe(true);
    expect(isSecondTouch(finger(DOUBLE_TAP_MS, 20, 30), taken)).toBe(true);
  });

  test('a finger’s second click counted 2 (Chromium) is the same double tap, however late the screen let it land', () => {
    expect(isSecondTouch(finger(120, 0, 0, 2), taken)).toBe(true);
    expect(isSecondTouch(finger(900, 0, 0, 2), taken)).toBe(true);
  });

  test('a mouse’s double click is the browser’s to count: its second click counts 2, a click it counts 1 is a click of its own', () => {
    expect(isSecondTouch(mouse(120, 2), taken)).toBe(true);
    expect(isSecondTouch(mouse(120, 1), taken)).toBe(false);
  });

  test('a tap later than the double-tap time, or farther than a fingertip, is a tap of its own', () => {
    expect(isSecondTouch(finger(DOUBLE_TAP_MS + 1), taken)).toBe(false);
    expect(isSecondTouch(finger(100, DOUBLE_TAP_REACH_PX + 1), taken)).toBe(false);
    expect(isSecondTouch(finger(100, 0, -(DOUBLE_TAP_REACH_PX + 1)), taken)).toBe(false);
  });

  test('a keyboard’s click (Enter, Space: count 0) is always a tap', () => {
    expect(isSecondTouch(finger(50, 0, 0, 0), taken)).toBe(false);
  });

  test('after a click that did nothing (no taken tap: a third quick click, or a first tap) a click is a tap', () => {
    expect(isSecondTouch(finger(120), undefined)).toBe(false);
    expect(isSecondTouch(finger(120, 0, 0, 3), undefined)).toBe(false);
  });
});
