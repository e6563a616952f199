/**
 * The picture of the end (shared): one SVG of the final table (or the table now, on request): the
 * places with points and their breakdown, the A.S.T. as on the board and the race chart, stacked.
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
  const ast = astTrackSize(track);
  const width = Math.max(ast.width, RACE_W) + 2 * PAD;
  const placesTop = 36;
  const astTop = placesTop + places.length * PLACE_H + 8;
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
        const y = placesTop + i * PLACE_H;
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
              {p.breakdown}
            </text>
          </g>
        );
      })}
      <AstTrackSvg rows={track} x={PAD} y={astTop} label={astLabel} />
      <text x={PAD} y={raceTop - 8} font-size="12" font-weight="bold" fill={INK}>
        {raceTitle}
      </text>
      <RaceChartSvg turns={turns} lines={lines} turnLabel={turnLabel} x={PAD} y={raceTop} label={raceTitle} />
    </svg>
  );
}
