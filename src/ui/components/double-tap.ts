/**
 * Is this click the second touch of a double tap whose first touch already did something (recorded
 * an entry or armed a confirmation)? Then it is not a tap of its own: the first touch did what the
 * player meant, and the second lands on whatever the screen has put under the finger since (the next
 * player's row, the next phase's form, a button just armed). Pure: the page's click listener
 * (useEntry.ts) feeds it what it saw.
 *
 * The browser's click count (UIEvent.detail) alone does not tell: a mouse's double click counts 2 in
 * every engine, but a finger's does not everywhere. Firefox counts each tap of a double tap 1
 * (seen through WebDriver BiDi touch actions), and iOS Safari (every browser on an iPhone) never
 * counts a tap's click above 1 (WebKit bug 298652; mdn/browser-compat-data#27528). So a click that
 * is not a mouse's is also a second touch when it comes within a phone's double-tap time and
 * double-tap reach of the taken tap, whatever its count.
 */

/**
 * A phone's double-tap timeout (300 ms on Android, ViewConfiguration): the longest between the two
 * touches of one double tap. Nobody reads the next player's form and taps it deliberately that fast.
 */
export const DOUBLE_TAP_MS = 300;

/**
 * How far apart the two touches of one double tap land, in CSS pixels: a fingertip's width (about
 * 7 mm, a 48 px touch target). A tap farther off is aimed at something else.
 */
export const DOUBLE_TAP_REACH_PX = 48;

/** One click as the listener saw it. */
export interface Click {
  /** When (the event's timeStamp, ms). */
  readonly at: number;
  /** Where on the screen (clientX, clientY: the glass, whatever the page scrolled). */
  readonly x: number;
  readonly y: number;
  /** The browser's click count: 0 for a keyboard's click (Enter, Space) or a script's. */
  readonly detail: number;
  /** The pointer that made it (the last pointerdown's pointerType): a mouse's double click the browser counts. */
  readonly mouse: boolean;
}

/**
 * `click` is the second touch of the double tap `taken` began (`taken`: the last click, if it
 * recorded an entry or armed a confirmation; undefined otherwise, so a third quick click is a tap
 * again). A keyboard's click is always a tap.
 */
export function isSecondTouch(click: Click, taken: Click | undefined): boolean {
  if (taken === undefined || click.detail === 0) return false;
  // The browser counted it a double click's second (however late: the screen moved on meanwhile).
  if (click.detail > 1) return true;
  if (click.mouse) return false;
  return click.at - taken.at <= DOUBLE_TAP_MS && Math.hypot(click.x - taken.x, click.y - taken.y) <= DOUBLE_TAP_REACH_PX;
}
