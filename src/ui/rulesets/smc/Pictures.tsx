/**
 * Sid Meier's Civilization as a race (issue 23), loaded only when the scores tab shows: every
 * player's victory points and milestones claimed (Standard Rules: Wonders), turn by turn, from the
 * engine's view (views/pictures.ts).
 */
import { useMemo, useState } from 'preact/hooks';
import type { CheckpointIndex } from '../../../engine/log/checkpoints';
import type { SmcState } from '../../../engine/rulesets/smc/state';
import { SMC_RACE_SERIES, smcRaceView } from '../../../engine/rulesets/smc/views/pictures';
import { smcSignals } from '../../../state/game-smc';
import { session } from '../../../state/game';
import { t } from '../../i18n';
import { marksOf } from '../../pictures/marks';
import { RacePanel } from '../../pictures/RacePanel';
import '../../pictures/pictures.css';

export function SmcPictures() {
  const g = smcSignals().game.value;
  const s = session();
  const asOf = s.asOf.value;
  const checkpoints = s.game.value?.checkpoints as CheckpointIndex<SmcState> | undefined;
  const [open, setOpen] = useState(false);
  const entries = g?.entries;
  const race = useMemo(
    () => (g === undefined || entries === undefined || !open ? undefined : smcRaceView(g.setup, asOf === null ? entries : entries.slice(0, asOf), checkpoints)),
    [entries, asOf, open],
  );
  if (g === undefined) return null;
  const marks = marksOf(g.setup.players.map((p) => p.name));
  return (
    <section aria-labelledby="pictures-h" class="pictures" data-testid="pictures">
      <h2 id="pictures-h">{t('pictures.heading')}</h2>
      <div class="choices">
        <button type="button" class="btn" aria-pressed={open} onClick={() => setOpen(!open)}>
          {t('pictures.show.race')}
        </button>
      </div>
      {race !== undefined && (
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
    </section>
  );
}
