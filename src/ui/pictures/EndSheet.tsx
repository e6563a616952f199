/**
 * The picture of the end (shared): one SVG of the final table (or the table now, on request): the
 * places with points and their breakdown, the A.S.T. as on the board (where the game has one) and
 * the race chart, stacked.
 * Shown on screen scaled to the phone's width; the same SVG becomes the PNG that is shared or saved.
 */
import { AstTrackSvg, astTrackSize, type TrackRow } from './AstTrack';
import { INK, MUTED, PAPER, type Mark } from './marks';
import { RACE_H, RACE_W, RaceChartSvg, type RaceLine } from './RaceChart';
import { ShapeMark } from './Shape';

export interface PlaceRow {
  readonly id: string;
  readonly place: string;
  readonly name: string;
  readonly mark: Mark;
  readonly total: number;
  readonly breakdown: string;
}

const PAD = 10;
const PLACE_H = 30;
const LINE_H = 12;
/** About the width of a character of the 10 px breakdown text. */
const CHAR_W = 5.6;

/** A breakdown's parts (joined by " · ") packed into lines that fit `room` pixels. */
function wrap(breakdown: string, room: number): readonly string[] {
  const fit = Math.max(10, Math.floor(room / CHAR_W));
  const out: string[] = [];
  for (const part of breakdown.split(' · ')) {
    const last = out[out.length - 1];
    if (last !== undefined && last.length + 3 + part.length <= fit) out[out.length - 1] = `${last} · ${part}`;
    else out.push(part);
  }
  return out;
}

export function EndSheetSvg({
  id,
  title,
  label,
  places,
  track,
  raceTitle,
  turns,
  lines,
  turnLabel,
  astLabel,
}: {
  id: string;
  title: string;
  label: string;
  places: readonly PlaceRow[];
  track: readonly TrackRow[];
  raceTitle: string;
  turns: readonly number[];
  lines: readonly RaceLine[];
  turnLabel: string;
  astLabel: string;
}) {
  // A game without an A.S.T. (Sid Meier's) has the places and the race only.
  const ast = track.length === 0 ? { width: 0, height: 0 } : astTrackSize(track);
  const width = Math.max(ast.width, RACE_W) + 2 * PAD;
  const placesTop = 36;
  const wrapped = places.map((p) => wrap(p.breakdown, width - 2 * PAD - 42));
  // Each place's top: a place is one line taller for each further line of its breakdown.
  const tops = [placesTop];
  for (const [i, w] of wrapped.entries()) tops.push((tops[i] ?? placesTop) + PLACE_H + (w.length - 1) * LINE_H);
  const astTop = (tops[places.length] ?? placesTop) + 8;
  const raceTop = astTop + ast.height + 26;
  const height = raceTop + RACE_H + PAD;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      id={id}
      class="picture-fit"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      font-family="system-ui, sans-serif"
      role="img"
      aria-label={label}
      data-testid="end-svg"
    >
      <rect width={width} height={height} fill={PAPER} />
      <text x={PAD} y={24} font-size="16" font-weight="bold" fill={INK}>
        {title}
      </text>
      {places.map((p, i) => {
        const y = tops[i] ?? placesTop;
        return (
          <g key={p.id} data-place={p.id}>
            <text x={PAD} y={y + 12} font-size="13" font-weight="bold" fill={INK}>
              {p.place}
            </text>
            <ShapeMark shape={p.mark.shape} x={PAD + 30} y={y + 8} r={6} fill={p.mark.colour} />
            <text x={PAD + 42} y={y + 12} font-size="13" font-weight="bold" fill={INK}>
              {p.name}
            </text>
            <text x={width - PAD} y={y + 12} font-size="13" font-weight="bold" text-anchor="end" fill={INK}>
              {p.total}
            </text>
            <text x={PAD + 42} y={y + 25} font-size="10" fill={MUTED}>
              {(wrapped[i] ?? []).map((line, j) => (
                <tspan key={j} x={PAD + 42} dy={j === 0 ? 0 : LINE_H}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
      {track.length > 0 && <AstTrackSvg rows={track} x={PAD} y={astTop} label={astLabel} />}
      <text x={PAD} y={raceTop - 8} font-size="12" font-weight="bold" fill={INK}>
        {raceTitle}
      </text>
      <RaceChartSvg turns={turns} lines={lines} turnLabel={turnLabel} x={PAD} y={raceTop} label={raceTitle} />
    </svg>
  );
}
