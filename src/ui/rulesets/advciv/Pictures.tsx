/**
 * Advanced Civilization as pictures (issue 23), loaded only when the scores tab shows: the A.S.T. as
 * on the board (each nation's own track, 33.x, R-A3), the race turn by turn (points 35.1, A.S.T.,
 * census, treasury, cards held) and the picture of the end to share or save. Every figure is the
 * engine's (views/pictures.ts, views scoreView); this file puts them into words and marks.
 */
import { useMemo, useState } from 'preact/hooks';
import type { CheckpointIndex } from '../../../engine/log/checkpoints';
import type { AdvCivState } from '../../../engine/rulesets/advciv/state';
import type { EpochId } from '../../../engine/rulesets/advciv/ast';
import type { RuleCitation } from '../../../engine/types';
import type { NationId } from '../../../engine/rulesets/advciv/nations';
import { astBoardView, RACE_CITE, RACE_SERIES, raceView, type AstBoardRow, type Race, type RaceSeries } from '../../../engine/rulesets/advciv/views/pictures';
import { scoreView } from '../../../engine/rulesets/advciv/views';
import type { UnmetRequirement } from '../../../engine/rulesets/advciv/calc/ast';
import { advcivSignals } from '../../../state/game-advciv';
import { session } from '../../../state/game';
import { t } from '../../i18n';
import { AstRowCells, AstTrackSvg, type TrackRow } from '../../pictures/AstTrack';
import { EndPicture } from '../../pictures/EndPicture';
import '../../pictures/pictures.css';
import { type PictureId, PicturesSection, usePictureShown } from '../../pictures/PicturesSection';
import { markOf, marksOf, type Mark } from '../../pictures/marks';
import type { RaceLine } from '../../pictures/RaceChart';
import { RacePanel } from '../../pictures/RacePanel';

// Names straight from the catalog: this chunk stays off the citation tables (they arrive as `citesText`),
// which keeps the start bundle's chunks as they were (a lazy chunk reaching them split the entry chunk).
const epochName = (e: EpochId): string => t(`epoch.${e}`);
const nationName = (n: NationId): string => t(`nation.name.${n}`);

/** What the scores tab hands the pictures: how citations read (messages/citations, already loaded there). */
export interface PicturesProps {
  readonly citesText: (cites: readonly RuleCitation[]) => string;
}

const fallbackMark = (name: string): Mark => markOf(0, name);

const SHOWN: readonly PictureId[] = ['ast', 'race', 'end'];

const needText = (u: Pick<UnmetRequirement, 'requirement' | 'have' | 'need'>): string => t(`ast.need.${u.requirement.kind}`, { need: u.need, have: u.have });

function trackRows(rows: readonly AstBoardRow[], marks: ReadonlyMap<NationId, Mark>): readonly TrackRow[] {
  return rows.map((r) => {
    const checks = r.needs?.checks ?? [];
    // What holds the marker that is not an entry requirement of the next epoch (33.3 cities, 33.25 points) is listed too.
    const more =
      r.move.kind === 'frozen' ? r.move.unmet.filter((u) => !checks.some((c) => c.requirement.kind === u.requirement.kind && c.need === u.need)) : [];
    return {
      id: r.nation,
      name: r.name,
      mark: marks.get(r.nation) ?? fallbackMark(r.name),
      position: r.position,
      finish: r.finish,
      bands: r.bands.map((b) => ({ key: b.epoch, short: t(`pictures.epochShort.${b.epoch}`), from: b.from, to: b.to })),
      target: r.needs?.space ?? null,
      needsTitle: r.needs === null ? t('pictures.ast.lastEpoch') : t('pictures.ast.enter', { epoch: epochName(r.needs.epoch) }),
      needs: [
        ...checks.map((c) => ({ text: c.met ? t(`ast.needMet.${c.requirement.kind}`, { need: c.need }) : needText(c), missing: !c.met })),
        ...more.map((u) => ({ text: needText(u), missing: true })),
      ],
      held:
        r.move.kind === 'frozen' && r.move.unmet.length > 0
          ? t('pictures.ast.held')
          : r.move.kind === 'regress'
            ? t('ast.move.regress', { from: r.move.from, to: r.move.to })
            : null,
    };
  });
}

function History({ nation, name, race, epochs }: { nation: NationId; name: string; race: Race; epochs: ReadonlyMap<number, string> }) {
  let before = 0;
  return (
    <section aria-labelledby="ast-history-h" data-testid="ast-history" data-nation={nation}>
      <h4 id="ast-history-h">{t('pictures.ast.history', { name })}</h4>
      <ol class="small">
        {race.turns.map((turn) => {
          const space = turn.rows.find((r) => r.nation === nation)?.ast ?? 0;
          const moved = space - before;
          before = space;
          const epoch = epochs.get(space) ?? '';
          return (
            <li key={turn.turn}>
              {t(turn.ended ? 'pictures.ast.historyTurn' : 'pictures.ast.historyTurnNow', { turn: turn.turn, space, epoch })}
              {turn.ended &&
                ` – ${moved > 0 ? t('pictures.ast.historyMoved', { n: moved }) : moved < 0 ? t('pictures.ast.historyBack', { n: -moved }) : t('pictures.ast.historyStayed')}`}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function AstPicture({
  rows,
  board,
  race,
  onPick,
  citeLine,
}: {
  rows: readonly TrackRow[];
  board: readonly AstBoardRow[];
  /** The race turn by turn, once asked for (a nation picked). */
  race: Race | undefined;
  onPick: () => void;
  citeLine: string;
}) {
  const [picked, setPickedNation] = useState<NationId | null>(null);
  const setPicked = (n: NationId | null) => {
    if (n !== null) onPick();
    setPickedNation(n);
  };
  const row = board.find((r) => r.nation === picked);
  return (
    <section aria-labelledby="ast-picture-h" data-testid="ast-picture">
      <h3 id="ast-picture-h">{t('pictures.show.ast')}</h3>
      <p class="small muted">{t('pictures.scrollHint')}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region wider than the phone scrolls sideways, so it takes the focus for a keyboard to scroll it (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <section class="picture-scroll" aria-label={t('pictures.show.ast')} tabIndex={0}>
        <AstTrackSvg rows={rows} onPick={(id) => setPicked(id as NationId)} label={t('pictures.ast.label')} />
      </section>
      <p class="small muted">{t('pictures.ast.pickHint')}</p>
      {row !== undefined && race !== undefined && (
        <History
          nation={row.nation}
          name={row.name}
          race={race}
          epochs={new Map(row.bands.flatMap((b) => Array.from({ length: b.to - b.from + 1 }, (_, i) => [b.from + i, epochName(b.epoch)] as const)))}
        />
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region wider than the phone scrolls sideways, so it takes the focus for a keyboard to scroll it (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <section class="table-scroll" aria-label={t('pictures.ast.table')} tabIndex={0}>
        <table class="figures" data-testid="ast-table">
          <caption>{t('pictures.ast.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pictures.ast.nation')}</th>
              <th scope="col">{t('pictures.ast.space')}</th>
              <th scope="col">{t('pictures.ast.needs')}</th>
            </tr>
          </thead>
          <tbody>
            {board.map((b, i) => {
              const r = rows[i];
              return (
                <tr key={b.nation} data-nation={b.nation}>
                  <th scope="row">
                    <button
                      type="button"
                      class="btn"
                      aria-pressed={picked === b.nation}
                      onClick={() => setPicked(picked === b.nation ? null : b.nation)}
                      aria-label={t('pictures.ast.historyOf', { name: b.name })}
                    >
                      {b.name}
                    </button>{' '}
                    <span class="muted small">({nationName(b.nation)})</span>
                  </th>
                  <AstRowCells position={b.position} epoch={epochName(b.epoch)} row={r} />
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      <p class="small muted">{citeLine}</p>
    </section>
  );
}

const seriesValue = (series: RaceSeries) => (r: Race['turns'][number]['rows'][number]) => r[series];

function raceLines(race: Race, series: RaceSeries, marks: ReadonlyMap<NationId, Mark>): readonly RaceLine[] {
  const value = seriesValue(series);
  return race.nations.map((n) => ({
    id: n.nation,
    mark: marks.get(n.nation) ?? fallbackMark(n.name),
    values: race.turns.map((turn) => {
      const row = turn.rows.find((r) => r.nation === n.nation);
      return row === undefined ? null : value(row);
    }),
  }));
}

function RacePicture({ race, marks, citesText }: { race: Race; marks: ReadonlyMap<NationId, Mark>; citesText: PicturesProps['citesText'] }) {
  return (
    <RacePanel
      dataKey="nation"
      series={RACE_SERIES.map((id) => ({ id, label: t(`pictures.race.${id}`), cite: citesText([RACE_CITE[id]]) }))}
      players={race.nations.map((n) => ({ id: n.nation, name: n.name, mark: marks.get(n.nation) ?? fallbackMark(n.name) }))}
      turns={race.turns}
      value={(series, i, id) => race.turns[i]?.rows.find((r) => r.nation === id)?.[series] ?? null}
    />
  );
}

export function AdvCivPictures({ citesText }: PicturesProps) {
  const g = advcivSignals().game.value;
  const s = session();
  const asOf = s.asOf.value;
  const checkpoints = s.game.value?.checkpoints as CheckpointIndex<AdvCivState> | undefined;
  const [shown, setShown] = usePictureShown(Boolean(g?.shown.ended));
  const entries = g?.entries;
  // The race is computed when a picture needs it (the race, the end, a nation's A.S.T. history), once per log shown.
  const [wanted, setWanted] = useState(false);
  const needRace = wanted || shown === 'race' || shown === 'end';
  const race = useMemo(
    () =>
      g === undefined || entries === undefined || !needRace ? undefined : raceView(g.setup, asOf === null ? entries : entries.slice(0, asOf), checkpoints),
    [entries, asOf, needRace],
  );
  if (g === undefined) return null;
  const marks = new Map(marksOf(g.setup.players.map((p) => p.name)).map((m, i) => [g.setup.players[i]?.nation as NationId, m] as const));
  const board = shown === 'ast' || shown === 'end' ? astBoardView(g.setup, g.shown) : undefined;
  const rows = board === undefined ? [] : trackRows(board.rows, marks);
  return (
    <PicturesSection choices={SHOWN} shown={shown} onShow={setShown}>
      {shown === 'ast' && board !== undefined && (
        <AstPicture rows={rows} board={board.rows} race={race} onPick={() => setWanted(true)} citeLine={citesText(board.cite)} />
      )}
      {shown === 'race' && race !== undefined && <RacePicture race={race} marks={marks} citesText={citesText} />}
      {shown === 'end' && race !== undefined && (
        <AdvCivEnd
          name={g.name}
          rows={rows}
          race={race}
          marks={marks}
          ended={g.shown.ended !== null}
          turn={g.shown.turn}
          scores={scoreView(g.setup, g.shown)}
        />
      )}
    </PicturesSection>
  );
}

function AdvCivEnd({
  name,
  rows,
  race,
  marks,
  ended,
  turn,
  scores,
}: {
  name: string;
  rows: readonly TrackRow[];
  race: Race;
  marks: ReadonlyMap<NationId, Mark>;
  ended: boolean;
  turn: number;
  scores: ReturnType<typeof scoreView>;
}) {
  const names = new Map(race.nations.map((n) => [n.nation, n.name]));
  const places = [...scores]
    .sort((a, b) => (a.place ?? 99) - (b.place ?? 99))
    .map((r) => ({
      id: r.nation,
      place: r.place === null ? '–' : t('pictures.end.place', { place: r.place }),
      name: `${names.get(r.nation) ?? ''} (${nationName(r.nation)})`,
      mark: marks.get(r.nation) ?? fallbackMark(r.nation),
      total: r.total,
      breakdown: t('pictures.end.breakdown', { cards: r.cards, commodities: r.commodities ?? '?', treasury: r.treasury, ast: r.ast, cities: r.cities }),
    }));
  return (
    <EndPicture
      name={name}
      ended={ended}
      turn={turn}
      places={places}
      track={rows}
      turns={race.turns.map((tu) => tu.turn)}
      lines={raceLines(race, 'points', marks)}
    />
  );
}
