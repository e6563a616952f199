/**
 * The race turn by turn (shared): one line per player across the turns, in his colour with his dash
 * pattern, his marker shape at every turn and his short label at the line's end (colour is never
 * the only cue). A figure nobody entered yet (null) breaks the line: unknown is not zero. The
 * figures come from the ruleset's view; this only scales and draws them. Plain SVG with explicit
 * colours, so the same drawing becomes the picture of the end.
 */
import { INK, MUTED, PAPER, type Mark } from './marks';
import { ShapeMark } from './Shape';

export interface RaceLine {
  readonly id: string;
  readonly mark: Mark;
  /** One figure per turn of `turns`; null = not known then. */
  readonly values: readonly (number | null)[];
}

export const RACE_W = 340;
export const RACE_H = 230;
const L = 36;
const R = 30;
const T = 10;
const B = 24;

/** A round step for the value axis: 1, 2 or 5 times a power of ten, about four ticks. */
function step(max: number): number {
  const raw = Math.max(1, max) / 4;
  const p = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw) ?? 10 * p;
}

export function RaceChartSvg({
  turns,
  lines,
  turnLabel,
  x,
  y,
  label,
}: {
  turns: readonly number[];
  lines: readonly RaceLine[];
  turnLabel: string;
  x?: number;
  y?: number;
  label: string;
}) {
  const known = lines.flatMap((l) => l.values.filter((v): v is number => v !== null));
  const s = step(Math.max(0, ...known));
  const top = Math.max(s, Math.ceil(Math.max(0, ...known) / s) * s);
  const n = turns.length;
  const px = (i: number) => L + (n <= 1 ? (RACE_W - L - R) / 2 : (i * (RACE_W - L - R)) / (n - 1));
  const py = (v: number) => T + (RACE_H - T - B) * (1 - v / top);
  const ticks = Array.from({ length: Math.round(top / s) + 1 }, (_, i) => i * s);
  const every = Math.max(1, Math.ceil(n / 10));
  // End labels: at the last known figure, pushed apart so nine players stay readable.
  const ends = lines
    .map((l) => {
      const i = l.values.reduce<number>((last, v, j) => (v === null ? last : j), -1);
      const v = l.values[i];
      return { id: l.id, mark: l.mark, x: px(Math.max(0, i)), y: v === null || v === undefined ? null : py(v) };
    })
    .filter((e): e is typeof e & { y: number } => e.y !== null)
    .sort((a, b) => a.y - b.y);
  for (let i = 1; i < ends.length; i++) {
    const prev = ends[i - 1];
    const cur = ends[i];
    if (prev !== undefined && cur !== undefined && cur.y - prev.y < 9) cur.y = prev.y + 9;
  }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={RACE_W}
      height={RACE_H}
      viewBox={`0 0 ${RACE_W} ${RACE_H}`}
      x={x}
      y={y}
      font-family="system-ui, sans-serif"
      data-testid="race-svg"
      role="img"
      aria-label={label}
    >
      <rect width={RACE_W} height={RACE_H} fill={PAPER} />
      {ticks.map((v) => (
        <g key={v}>
          <line x1={L} x2={RACE_W - R} y1={py(v)} y2={py(v)} stroke="#e3d3b0" />
          <text x={L - 4} y={py(v) + 3} font-size="9" text-anchor="end" fill={MUTED}>
            {v}
          </text>
        </g>
      ))}
      {turns.map((turn, i) =>
        i % every === 0 || i === n - 1 ? (
          <text key={turn} x={px(i)} y={RACE_H - B + 12} font-size="9" text-anchor="middle" fill={MUTED}>
            {turn}
          </text>
        ) : null,
      )}
      <text x={(L + RACE_W - R) / 2} y={RACE_H - 3} font-size="9" text-anchor="middle" fill={INK}>
        {turnLabel}
      </text>
      {lines.map((l) => {
        let d = '';
        let pen = false;
        l.values.forEach((v, i) => {
          if (v === null) {
            pen = false;
            return;
          }
          d += `${pen ? 'L' : 'M'}${px(i).toFixed(1)} ${py(v).toFixed(1)}`;
          pen = true;
        });
        return (
          <g key={l.id} data-line={l.id}>
            <path d={d} fill="none" stroke={l.mark.colour} stroke-width="2" stroke-dasharray={l.mark.dash || undefined} />
            {l.values.map((v, i) =>
              v === null ? null : <ShapeMark key={turns[i]} shape={l.mark.shape} x={px(i)} y={py(v)} r={3.2} fill={l.mark.colour} stroke={PAPER} />,
            )}
          </g>
        );
      })}
      {ends.map((e) => (
        <text key={e.id} x={Math.min(e.x + 5, RACE_W - R + 3)} y={e.y + 3} font-size="9" font-weight="bold" fill={e.mark.colour}>
          {e.mark.label}
        </text>
      ))}
    </svg>
  );
}
