/**
 * Sid Meier's Civilization as a race (issue 23), loaded only when the scores tab shows: every
 * player's victory points and milestones claimed (Standard Rules: Wonders), turn by turn, from the
 * engine's view (views/pictures.ts), and the picture of the end to share or save (places and victory
 * points with their lines as the scores view gives them, Victory Points; milestones claimed; the race
 * of points). The game has no A.S.T., so the picture has none.
 */
import { useMemo } from 'preact/hooks';
import type { CheckpointIndex } from '../../../engine/log/checkpoints';
import type { SmcState } from '../../../engine/rulesets/smc/state';
import { SMC_RACE_SERIES, smcRaceView } from '../../../engine/rulesets/smc/views/pictures';
import { smcSignals } from '../../../state/game-smc';
import { session } from '../../../state/game';
import { t } from '../../i18n';
import { EndPicture } from '../../pictures/EndPicture';
import { marksOf } from '../../pictures/marks';
import { RacePanel } from '../../pictures/RacePanel';
import '../../pictures/pictures.css';
import { type PictureId, PicturesSection, usePictureShown } from '../../pictures/PicturesSection';
import { partLabel, playerName } from './names';

const SHOWN: readonly PictureId[] = ['race', 'end'];

export function SmcPictures() {
  const smc = smcSignals();
  const g = smc.game.value;
  const s = session();
  const asOf = s.asOf.value;
  const checkpoints = s.game.value?.checkpoints as CheckpointIndex<SmcState> | undefined;
  // At the game's end the picture of the end opens by itself, as Advanced Civilization's does.
  const [shown, setShown] = usePictureShown(g !== undefined && g.shown.over !== null);
  const entries = g?.entries;
  const open = shown !== null;
  const race = useMemo(
    () => (g === undefined || entries === undefined || !open ? undefined : smcRaceView(g.setup, asOf === null ? entries : entries.slice(0, asOf), checkpoints)),
    [entries, asOf, open],
  );
  if (g === undefined) return null;
  const marks = marksOf(g.setup.players.map((p) => p.name));
  return (
    <PicturesSection choices={SHOWN} shown={shown} onShow={setShown}>
      {shown === 'race' && race !== undefined && (
        <RacePanel
          dataKey="player"
          series={SMC_RACE_SERIES.map((id) => ({ id, label: t(`pictures.race.${id}`) }))}
          players={race.players.flatMap((p, i) => {
            const mark = marks[i];
            return mark === undefined ? [] : [{ id: p.player, name: p.name, mark }];
          })}
          turns={race.turns}
          value={(series, i, id) => race.turns[i]?.rows.find((r) => r.player === id)?.[series] ?? null}
        />
      )}
      {shown === 'end' && race !== undefined && (
        <EndPicture
          name={g.name}
          ended={g.shown.over !== null}
          turn={g.shown.turn}
          places={[...smc.scores.value]
            .sort((a, b) => a.rank - b.rank)
            .flatMap((r) => {
              const mark = marks[g.setup.players.findIndex((p) => p.id === r.player)];
              const milestones = race.turns[race.turns.length - 1]?.rows.find((x) => x.player === r.player)?.milestones ?? 0;
              return mark === undefined
                ? []
                : [
                    {
                      id: r.player,
                      place: t('pictures.end.place', { place: r.rank }),
                      name: playerName(g, r.player),
                      mark,
                      total: r.total,
                      breakdown: [
                        ...r.lines
                          .filter((l) => l.count !== 0 || l.points !== 0)
                          .map((l) => t('pictures.end.part', { part: partLabel(l), count: l.count, points: l.points })),
                        t('pictures.end.milestones', { n: milestones }),
                      ].join(' · '),
                    },
                  ];
            })}
          track={[]}
          turns={race.turns.map((tu) => tu.turn)}
          lines={race.players.flatMap((p, i) => {
            const mark = marks[i];
            return mark === undefined
              ? []
              : [{ id: p.player, mark, values: race.turns.map((tu) => tu.rows.find((r) => r.player === p.player)?.points ?? null) }];
          })}
        />
      )}
    </PicturesSection>
  );
}
