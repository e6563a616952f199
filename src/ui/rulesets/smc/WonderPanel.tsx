/**
 * Standard Rules: Wonders: the current era's three milestones, each player's progress toward them
 * (closest first, as the engine's view lists them), who claimed each, and a claim button for a player who has reached an unclaimed
 * one. The engine only measures: the claim is recorded when the player announces it.
 */
import type { MilestoneId } from '../../../engine/rulesets/smc/vocab';
import { smcSignals, type SmcGame } from '../../../state/game-smc';
import { seatPlayer } from '../../../state/seat';
import { t } from '../../i18n';
import { useEntry } from '../../components/useEntry';
import { RefusalNotice } from '../../components/Violations';
import { Why } from '../../components/Why';
import { eraName, playerName } from './names';

/** `readOnly`: the table as of an old entry (the log's "as of"): the milestones then, no claim. */
export function WonderPanel({ g, readOnly = false }: { readonly g: SmcGame; readonly readOnly?: boolean }) {
  const view = smcSignals().wonders.value;
  const entry = useEntry(smcSignals());
  // My seat (several phones): a phone bound to a seat shows and claims for its own player only.
  const mine = seatPlayer(g.setup.players)?.id;
  const shown = <P extends { readonly player: string }>(ps: readonly P[]) => (mine === undefined ? ps : ps.filter((p) => p.player === mine));
  if (view === undefined) return null;
  const claim = (player: string, milestone: MilestoneId) => void entry.submit({ kind: 'claim-wonder', player, milestone });
  return (
    <section class="card" aria-labelledby="wonders-h" data-testid="wonders">
      <h3 id="wonders-h">{t('smcui.wonders.title', { era: eraName(view.era) })}</h3>
      <ul class="list wonders">
        {view.milestones.map((m) => {
          return (
            <li key={m.milestone} data-milestone={m.milestone}>
              <strong>{t(`smc.milestone.${m.milestone}`)}</strong>
              {m.milestone === 'ancient-villages' && (
                <p class="small muted" data-testid="village-setting">
                  {t('smcui.wonders.villageSetting', { counted: t(`smcui.villageMilestone.${view.villageMilestone}`) })}
                </p>
              )}
              {m.claimedBy !== null ? (
                <span class="ok-note"> · {t('smcui.wonders.claimedBy', { player: playerName(g, m.claimedBy) })}</span>
              ) : (
                <ul class="small progress">
                  {shown(m.players).map((p) => (
                    <li key={p.player} class={p.reached ? 'reached' : ''}>
                      {t('smcui.wonders.progress', { player: playerName(g, p.player), value: p.value, target: p.target })}
                      {p.reached && !readOnly && (
                        <button type="button" class="btn small-btn" disabled={entry.busy} onClick={() => claim(p.player, m.milestone)}>
                          {t('smcui.wonders.claim')}
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      <RefusalNotice refusal={entry.refusal} />
      <Why cite={[view.cite]} label={t('smcui.wonders.why')}>
        <p class="small">{t('smcui.wonders.rule', { n: view.wondersPerEra })}</p>
      </Why>
    </section>
  );
}
