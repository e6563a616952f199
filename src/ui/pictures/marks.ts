/**
 * How a player is told apart in the pictures: a colour, and a second cue so colour is never the
 * only one (a marker shape, a dash pattern, and the player's short label written at the line's end
 * and on the A.S.T. marker). Indexed by seat: the printed boards' nation colours are not in the
 * rules texts the app carries, so the seat order (the setup's) gives each player his marks.
 * Colours are explicit (not CSS variables) so a picture drawn to an image looks the same.
 */

/** Twelve colours that stay apart on white (Okabe-Ito first, then darker companions). */
const COLOURS = ['#0072b2', '#d55e00', '#009e73', '#cc79a7', '#8a6d00', '#56b4e9', '#7a3b12', '#333333', '#e69f00', '#6a3d9a', '#1b7837', '#b2182b'] as const;
const SHAPES = ['circle', 'square', 'triangle', 'diamond', 'down', 'cross', 'plus', 'star', 'hexagon', 'bar', 'ring', 'box'] as const;
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '1 2', '10 4', '4 2 1 2', '3 3', '12 3 3 3', '5 5', '2 6', '7 2'] as const;

export type Shape = (typeof SHAPES)[number];

export interface Mark {
  readonly colour: string;
  readonly shape: Shape;
  readonly dash: string;
  /** Short label (up to three letters of the player's name). */
  readonly label: string;
}

/** The marks of the seat `index` (0-based) for a player called `name`. */
export function markOf(index: number, name: string): Mark {
  const i = ((index % COLOURS.length) + COLOURS.length) % COLOURS.length;
  return {
    colour: COLOURS[i] ?? '#333333',
    shape: SHAPES[i] ?? 'circle',
    dash: DASHES[i] ?? '',
    label: name.trim().slice(0, 3) || String(index + 1),
  };
}

/** Short labels made unique: a clash takes the seat number after it. */
export function marksOf(names: readonly string[]): readonly Mark[] {
  const marks = names.map((n, i) => markOf(i, n));
  return marks.map((m, i) => (marks.some((o, j) => j !== i && o.label === m.label) ? { ...m, label: `${m.label.slice(0, 2)}${i + 1}` } : m));
}

/** Ink and paper of a picture (fixed: a picture saved as an image must not depend on the theme). */
export const INK = '#231a12';
export const MUTED = '#5c4b3b';
export const PAPER = '#fffaf1';
export const DANGER = '#a11d1d';
export const OK = '#1d6b35';
