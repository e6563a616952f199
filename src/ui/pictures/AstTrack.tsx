/**
 * The A.S.T. drawn as on the board (shared: what a ruleset's view says arrives as props, in words):
 * one row per nation along its own track, the epoch bands shaded and named, its marker on its
 * space, and under the row what it needs to enter its next epoch, each requirement marked met (✓)
 * or missing (✗, in red and bold: colour is not the only cue); a held-back marker says what holds
 * it. Plain SVG with explicit colours, so the same drawing becomes the picture of the end. Wider
 * than a phone: the caller scrolls it sideways within its own box.
 */
import { Fragment } from 'preact';
import { DANGER, INK, MUTED, OK, PAPER, type Mark } from './marks';
import { ShapeMark } from './Shape';
import { GLYPH, Glyph } from '../components/Glyph';

export interface TrackBand {
  /** The epoch's id (a shade per band index). */
  readonly key: string;
  readonly short: string;
  readonly from: number;
  readonly to: number;
}

export interface TrackNeed {
  readonly text: string;
  readonly missing: boolean;
}

export interface TrackRow {
  readonly id: string;
  readonly name: string;
  readonly mark: Mark;
  readonly position: number;
  readonly finish: number;
  readonly bands: readonly TrackBand[];
  /** The first space of the next epoch, null in the last. */
  readonly target: number | null;
  /** "Late Bronze Age:" before the needs; null in the last epoch. */
  readonly needsTitle: string | null;
  readonly needs: readonly TrackNeed[];
  /** What holds the marker back this turn, in words; null when it moves. */
  readonly held: string | null;
}

const LABEL_W = 58;
const CELL = 20;
const BAND_H = 12;
const ROW_PAD = 8;
const SHADES = ['#efe6d2', '#e3d3b0', '#d4bf94', '#c3d4c6', '#b5c7dc', '#d9c3dd'] as const;

const LINE = 12;
/** Lines of words under a row: the title with the first need, one line for each further need, the held line. */
const lines = (r: TrackRow): number => Math.max(1, r.needs.length) + (r.held === null ? 0 : 1);
const rowHeight = (r: TrackRow): number => BAND_H + CELL + 4 + lines(r) * LINE + ROW_PAD;

export function astTrackSize(rows: readonly TrackRow[]): { readonly width: number; readonly height: number } {
  const spaces = Math.max(...rows.map((r) => r.finish + 1), 1);
  return { width: LABEL_W + spaces * CELL + 8, height: rows.reduce((h, r) => h + rowHeight(r), 4) };
}

function Row({ row, y, onPick }: { row: TrackRow; y: number; onPick?: (id: string) => void }) {
  const cellX = (space: number) => LABEL_W + space * CELL;
  const cy = y + BAND_H + CELL / 2;
  const pick = onPick === undefined ? undefined : () => onPick(row.id);
  return (
    <g data-row={row.id}>
      <ShapeMark shape={row.mark.shape} x={8} y={cy} r={6} fill={row.mark.colour} />
      <text x={17} y={cy + 4} font-size="11" fill={INK} font-weight="bold">
        {row.name.length > 6 ? `${row.name.slice(0, 6)}…` : row.name}
      </text>
      {row.bands.map((b, i) => (
        <g key={`${b.key}-${b.from}`} data-band={b.key}>
          <rect x={cellX(b.from)} y={y} width={(b.to - b.from + 1) * CELL} height={BAND_H} fill={SHADES[i % SHADES.length]} stroke={PAPER} />
          <text x={cellX(b.from) + ((b.to - b.from + 1) * CELL) / 2} y={y + 9.5} font-size="8.5" text-anchor="middle" fill={INK}>
            {b.short}
          </text>
        </g>
      ))}
      {Array.from({ length: row.finish + 1 }, (_, s) => (
        <g key={s}>
          <rect
            data-cell={s}
            x={cellX(s) + 1}
            y={y + BAND_H + 1}
            width={CELL - 2}
            height={CELL - 2}
            rx="2"
            fill={s === row.target ? '#ffffff' : PAPER}
            stroke={s === row.target ? (row.needs.some((n) => n.missing) ? DANGER : OK) : '#c9b79c'}
            stroke-dasharray={s === row.target ? '3 2' : undefined}
            stroke-width={s === row.target ? 1.5 : 1}
          />
          {s !== row.position && (
            <text x={cellX(s) + CELL / 2} y={cy + 3} font-size="8" text-anchor="middle" fill={MUTED}>
              {s}
            </text>
          )}
        </g>
      ))}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a tap on the marker is a shortcut; keyboard and screen-reader users have the same action on a button in the table beside the picture. */}
      <g data-marker={row.id} data-space={row.position} onClick={pick} class={pick === undefined ? undefined : 'pick'}>
        <rect x={cellX(row.position)} y={y + BAND_H} width={CELL} height={CELL} fill="transparent" />
        <ShapeMark shape={row.mark.shape} x={cellX(row.position) + CELL / 2} y={cy} r={8} fill={row.mark.colour} stroke={INK} />
      </g>
      <text x={4} y={y + BAND_H + CELL + LINE} font-size="10" fill={INK} data-needs={row.id}>
        {row.needsTitle !== null && <tspan>{row.needsTitle} </tspan>}
        {row.needs.map((n, i) => (
          <tspan
            key={n.text}
            {...(i > 0 ? { x: 14, dy: LINE } : {})}
            fill={n.missing ? DANGER : OK}
            font-weight={n.missing ? 'bold' : 'normal'}
            data-missing={n.missing ? 'true' : 'false'}
          >
            {`${n.missing ? GLYPH.missing : GLYPH.met} ${n.text}`}
          </tspan>
        ))}
      </text>
      {row.held !== null && (
        <text x={4} y={y + BAND_H + CELL + lines(row) * LINE} font-size="10" fill={DANGER} font-weight="bold" data-held={row.id}>
          {`${GLYPH.warning} ${row.held}`}
        </text>
      )}
    </g>
  );
}

/** The whole track picture as one <svg> (x, y: where it sits inside a larger picture). */
/** A player's cells in the A.S.T. table beside the track: his space and epoch, and what the next epoch needs. */
export function AstRowCells({ position, epoch, row }: { readonly position: number; readonly epoch: string; readonly row: TrackRow | undefined }) {
  return (
    <>
      <td data-space={position}>
        {position} ({epoch})
      </td>
      <td>
        {row?.needsTitle}{' '}
        {row?.needs.map((n, i) => (
          <Fragment key={n.text}>
            {i > 0 ? ' · ' : ''}
            <Glyph kind={n.missing ? 'missing' : 'met'} /> {n.text}
          </Fragment>
        ))}
        {row?.held !== null && row?.held !== undefined && <strong class="held"> {row.held}</strong>}
      </td>
    </>
  );
}

export function AstTrackSvg({
  rows,
  onPick,
  x,
  y,
  label,
}: {
  rows: readonly TrackRow[];
  onPick?: (id: string) => void;
  x?: number;
  y?: number;
  label: string;
}) {
  const { width, height } = astTrackSize(rows);
  let top = 2;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      x={x}
      y={y}
      font-family="system-ui, sans-serif"
      data-testid="ast-svg"
      role="img"
      aria-label={label}
    >
      <rect width={width} height={height} fill={PAPER} />
      {rows.map((r) => {
        const at = top;
        top += rowHeight(r);
        return <Row key={r.id} row={r} y={at} onPick={onPick} />;
      })}
    </svg>
  );
}
