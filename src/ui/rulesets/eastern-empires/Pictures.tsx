/**
 * Eastern Empires as pictures (issue 23), loaded only when the scores tab shows: the Basic A.S.T. as
 * on the board (each civilization's own epoch starts, ee Phase 13; the final coloured space ends the
 * game, Phase 13b) and the race turn by turn (points Phase 13d, A.S.T. steps, census, treasury,
 * advances held), and the picture of the end to share or save (places and points as the scores view
 * gives them, Phase 13d, the A.S.T. and the race of points). Every figure is the engine's
 * (views/pictures.ts, the scores signal); this file puts it into words.
 */
import { useMemo } from 'preact/hooks';
import type { CheckpointIndex } from '../../../engine/log/checkpoints';
import type { CivilizationId, Epoch } from '../../../engine/rulesets/eastern-empires/civilizations';
import type { EeState } from '../../../engine/rulesets/eastern-empires/state';
import { EE_RACE_SERIES, eeAstBoardView, eeRaceView, type EeRequirementCheck } from '../../../engine/rulesets/eastern-empires/views/pictures';
import { eeSignals } from '../../../state/game-ee';
import { session } from '../../../state/game';
import { t } from '../../i18n';
import { AstRowCells, AstTrackSvg, type TrackRow } from '../../pictures/AstTrack';
import { EndPicture } from '../../pictures/EndPicture';
import { marksOf } from '../../pictures/marks';
import { RacePanel } from '../../pictures/RacePanel';
import '../../pictures/pictures.css';
import { type PictureId, PicturesSection, usePictureShown } from '../../pictures/PicturesSection';

const SHOWN: readonly PictureId[] = ['ast', 'race', 'end'];

// Names straight from the catalog (this chunk stays off the citation tables, see advciv/Pictures.tsx).
const epochName = (e: Epoch): string => t(`ee.epoch.${e}`);
const civName = (c: CivilizationId): string => t(`eeui.civ.${c}`);

const needText = (c: EeRequirementCheck): string =>
  c.kind === 'cities'
    ? t(c.met ? 'pictures.needMet.cities' : 'pictures.need.cities', { need: c.need, have: c.have })
    : t(c.met ? 'pictures.needMet.advances' : 'pictures.need.advances', { need: c.need, have: c.have, cost: c.minCost });

export function EePictures() {
  const ee = eeSignals();
  const g = ee.game.value;
  const s = session();
  const asOf = s.asOf.value;
  const checkpoints = s.game.value?.checkpoints as CheckpointIndex<EeState> | undefined;
  // At the game's end (Phase 13b) the picture of the end opens by itself, as Advanced Civilization's does.
  const [shown, setShown] = usePictureShown(Boolean(g?.shown.ended));
  const entries = g?.entries;
  const needRace = shown === 'race' || shown === 'end';
  const race = useMemo(
    () =>
      g === undefined || entries === undefined || !needRace ? undefined : eeRaceView(g.setup, asOf === null ? entries : entries.slice(0, asOf), checkpoints),
    [entries, asOf, needRace],
  );
  if (g === undefined) return null;
  const marks = new Map(marksOf(g.setup.players.map((p) => p.name)).map((m, i) => [g.setup.players[i]?.civ, m] as const));
  const board = shown === 'ast' || shown === 'end' ? eeAstBoardView(g.setup, g.shown) : undefined;
  const rows: readonly TrackRow[] =
    board?.rows.flatMap((r) => {
      const mark = marks.get(r.civ);
      if (mark === undefined) return [];
      return [
        {
          id: r.civ,
          name: r.name,
          mark,
          position: r.position,
          finish: r.finish,
          bands: r.bands.map((b) => ({ key: b.epoch, short: t(`pictures.eeEpochShort.${b.epoch}`), from: b.from, to: b.to })),
          target: r.needs?.space ?? null,
          needsTitle: r.needs === null ? t('pictures.ast.lastEpoch') : t('pictures.ast.enter', { epoch: epochName(r.needs.epoch) }),
          needs: (r.needs?.checks ?? []).map((c) => ({ text: needText(c), missing: !c.met })),
          held: !r.move.moves && r.move.reason !== 'final-space' ? t('pictures.ast.held') : null,
        },
      ];
    }) ?? [];
  return (
    <PicturesSection choices={SHOWN} shown={shown} onShow={setShown}>
      {shown === 'ast' && board !== undefined && (
        <section aria-labelledby="ast-picture-h" data-testid="ast-picture">
          <h3 id="ast-picture-h">{t('pictures.show.ast')}</h3>
          <p class="small muted">{t('pictures.scrollHint')}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region wider than the phone scrolls sideways, so it takes the focus for a keyboard to scroll it (WCAG 2.1.1, axe scrollable-region-focusable). */}
          <section class="picture-scroll" aria-label={t('pictures.show.ast')} tabIndex={0}>
            <AstTrackSvg rows={rows} label={t('pictures.ast.label')} />
          </section>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: as above, for the table beside the picture. */}
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
                {board.rows.map((b, i) => {
                  const r = rows[i];
                  return (
                    <tr key={b.civ} data-civ={b.civ}>
                      <th scope="row">
                        {b.name} <span class="muted small">({civName(b.civ)})</span>
                      </th>
                      <AstRowCells position={b.position} epoch={epochName(b.epoch)} row={r} />
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </section>
      )}
      {shown === 'race' && race !== undefined && (
        <RacePanel
          dataKey="civ"
          series={EE_RACE_SERIES.map((id) => ({ id, label: t(id === 'cards' ? 'pictures.race.advances' : `pictures.race.${id}`) }))}
          players={race.players.flatMap((p) => {
            const mark = marks.get(p.civ);
            return mark === undefined ? [] : [{ id: p.civ, name: p.name, mark }];
          })}
          turns={race.turns}
          value={(series, i, id) => race.turns[i]?.rows.find((r) => r.civ === id)?.[series] ?? null}
        />
      )}
      {shown === 'end' && race !== undefined && (
        <EndPicture
          name={g.name}
          ended={g.shown.ended !== null}
          turn={g.shown.turn}
          places={ee.scores.value.flatMap((r) => {
            const mark = marks.get(r.civ);
            return mark === undefined
              ? []
              : [
                  {
                    id: r.civ,
                    place: t('pictures.end.place', { place: r.place }),
                    name: `${g.names[r.civ] ?? ''} (${civName(r.civ)})`,
                    mark,
                    total: r.total,
                    breakdown: t('pictures.end.eeBreakdown', { cities: r.cities, advances: r.advances, ast: r.ast, bonus: r.bonus }),
                  },
                ];
          })}
          track={rows}
          turns={race.turns.map((tu) => tu.turn)}
          lines={race.players.flatMap((p) => {
            const mark = marks.get(p.civ);
            return mark === undefined ? [] : [{ id: p.civ, mark, values: race.turns.map((tu) => tu.rows.find((r) => r.civ === p.civ)?.points ?? null) }];
          })}
        />
      )}
    </PicturesSection>
  );
}
