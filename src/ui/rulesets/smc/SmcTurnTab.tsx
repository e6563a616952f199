/**
 * The smc turn: turn, era and starting player, the four phases in order (Turn Phases) with the
 * order of play, the current phase's entry forms, the era's wonder milestones, and the button that
 * ends the phase (the engine refuses it while production is still to collect).
 */
import { useState } from 'preact/hooks';
import { optionsOf } from '../../../engine/rulesets/smc/setup';
import { smcFeatures } from '../../../engine/rulesets/smc/views/forms';
import { turnOrder } from '../../../engine/rulesets/smc/views/turn';
import { victoryDeclarable } from '../../../engine/rulesets/smc/views';
import { DECLARED_VICTORIES } from '../../../engine/rulesets/smc/entries/types';
import { PHASES } from '../../../engine/rulesets/smc/vocab';
import { seatOwnsPhase } from '../../../engine/rulesets/smc/views/seat-view';
import { smcSignals, type SmcGame } from '../../../state/game-smc';
import { session } from '../../../state/game';
import { mySeat, seatPlayer } from '../../../state/seat';
import { t } from '../../i18n';
import { useEntry } from '../../components/useEntry';
import { RefusalNotice } from '../../components/Violations';
import { violationText } from '../../components/names';
import { SubmitRow } from '../../components/SubmitRow';
import { PhaseSteps } from '../../components/PhaseSteps';
import { Why } from '../../components/Why';
import { PlayerPick } from './fields';
import { SelectField } from '../../components/SelectField';
import { eraName, phaseLabel, playerName } from './names';
import { MovementForm } from './phases/MovementForm';
import { ProductionForm } from './phases/ProductionForm';
import { PurchaseForm } from './phases/PurchaseForm';
import { TradeForm } from './phases/TradeForm';
import { SmcScoresTab } from './SmcScoresTab';
import { SmcSeatPhase } from './SmcSeatPhase';
import { WonderPanel } from './WonderPanel';

export function SmcTurnTab() {
  const { game, status, steps } = smcSignals();
  const g = game.value;
  const st = status.value;
  if (g === undefined || st === undefined) return null;
  if (st.over !== null) {
    return (
      <>
        <p class="card" role="status" data-testid="smc-over">
          {st.over.player === null
            ? t('smcui.over', { turn: st.turn })
            : t('smcui.overBy', { turn: st.turn, player: playerName(g, st.over.player), victory: t(`smcui.victory.${st.over.victory}`) })}
        </p>
        <SmcScoresTab />
      </>
    );
  }
  const order = turnOrder(g.shown);
  const asOf = session().asOf.value;
  // My seat (several phones): this phone shows its player's figures in the table's phases, and leaves ending a phase to the table.
  const seat = mySeat.value;
  const mine = seat === undefined ? undefined : g.setup.players[seat]?.id;
  const seated = mine !== undefined && !seatOwnsPhase(st.phase) ? mine : undefined;
  return (
    <section aria-labelledby="phase-h" class="smc">
      <p class="small" data-testid="smc-status">
        {t('smcui.turnLine', { turn: st.turn, era: eraName(st.era), n: st.eraNumber })}
      </p>
      <p class="small muted" data-testid="smc-settings">
        {settingsLine(g)}
      </p>
      <PhaseSteps
        steps={steps.value.map((s) => ({ id: s.phase, label: phaseLabel(s.phase), status: s.status === 'current' || s.status === 'done' ? s.status : 'todo' }))}
        current={st.phase}
        heading={phaseLabel(st.phase)}
        arrive={asOf === null}
      />
      <p class="small">
        <strong>{t('smcui.order')}</strong>{' '}
      </p>
      <ol class="order small" data-testid="order">
        {order.map((p, i) => (
          <li key={p} data-player={p}>
            {playerName(g, p)}
            {i === 0 ? ` · ${t('smcui.startingPlayer')}` : ''}
          </li>
        ))}
      </ol>
      <Why cite={[st.cite]} label={t('smcui.eraWhy')}>
        {smcFeatures(g.setup).eraByThirdTechnology ? (
          <ul class="small">
            {st.perPlayer.map((p) => (
              <li key={p.player}>
                {t('smcui.eraProgress', { player: playerName(g, p.player), n: p.eraTechnologies, of: st.thirdTechnology, era: eraName(st.era) })}
              </li>
            ))}
            <li>{t('smcui.supplyLeft', { n: st.technologiesLeft, era: eraName(st.era) })}</li>
          </ul>
        ) : (
          <p class="small">{st.next === null ? t('smcui.eraLastAdvanced') : t('smcui.eraAdvanced', { era: eraName(st.next) })}</p>
        )}
      </Why>
      {st.eraEnd !== null && (
        <p class="card" role="status" data-testid="era-end">
          {st.next === null
            ? t('smcui.eraEndLast', { player: playerName(g, st.eraEnd.player) })
            : t('smcui.eraEnd', { player: playerName(g, st.eraEnd.player), era: eraName(st.next) })}
        </p>
      )}
      {st.gameEnd !== null && (
        <p class="card" role="status" data-testid="game-end">
          {t('smcui.gameEnd', { victory: t(`smcui.victory.${st.gameEnd.victory}`) })}
        </p>
      )}
      {asOf !== null ? (
        // The log's "as of": the turn as it stood after that entry, read-only (no form, no record button).
        <p class="muted small" data-testid="as-of-turn">
          {t('log.asOfTurn', { n: asOf })}
        </p>
      ) : seated === undefined ? (
        <PhaseForms key={`${st.turn}-${st.phase}`} g={g} />
      ) : (
        <SmcSeatPhase g={g} player={seated} />
      )}
      {mine === undefined && asOf === null && <EndPhase key={`end-${g.entries.length}`} g={g} />}
      {smcFeatures(g.setup).wonderMilestones && <WonderPanel g={g} readOnly={asOf !== null} />}
      {victoryDeclarable(g.setup) && asOf === null && <DeclareVictory g={g} />}
    </section>
  );
}

/** The game's summary: rule set, game length, and the settings chosen at set-up (R-S5). */
function settingsLine(g: SmcGame): string {
  const parts = [t(`smcui.rules.${g.setup.rules}`)];
  if (g.setup.length !== null) parts.push(t(`smcui.length.${g.setup.length}`));
  if (smcFeatures(g.setup).wonderMilestones)
    parts.push(t('smcui.settings.villages', { counted: t(`smcui.villageMilestone.${optionsOf(g.setup).villageMilestone}`) }));
  return parts.join(' · ');
}

function PhaseForms({ g }: { readonly g: SmcGame }) {
  switch (g.state.phase) {
    case 'movement':
      return <MovementForm g={g} />;
    case 'trade':
      return <TradeForm g={g} />;
    case 'production':
      return <ProductionForm g={g} />;
    case 'purchase':
      return <PurchaseForm g={g} />;
  }
}

/**
 * Ends the current phase (after the purchase phase, the turn) with an advance-phase entry: "On to
 * <phase>". A phase that still owes an entry cannot be left (Game Turn Sequence: everyone collects
 * his production, after the critical roll): the button is off and says what is owed, in the engine's
 * own words. From the movement phase one tap passes the trade phase too, when nobody trades
 * (Turn Phases: trading is optional): two advance-phase entries, the trade phase a separate tap.
 */
function EndPhase({ g }: { readonly g: SmcGame }) {
  const smc = smcSignals();
  const entry = useEntry(smc);
  const at = PHASES.indexOf(g.state.phase);
  const next = PHASES[at + 1];
  const owed = smc.check({ kind: 'advance-phase' });
  const passTrade = g.state.phase === 'movement' && owed.length === 0 ? PHASES[at + 2] : undefined;
  return (
    <div class="end-phase">
      <RefusalNotice refusal={entry.refusal} />
      {passTrade !== undefined && (
        <button
          type="button"
          class="btn block primary"
          data-testid="pass-trade"
          disabled={entry.busy}
          onClick={async () => {
            // The second entry judged on the log after the first (not as a second tap of the same screen).
            if (await entry.submit({ kind: 'advance-phase' })) await smc.submit({ kind: 'advance-phase' });
          }}
        >
          {t('smcui.passTrade', { next: phaseLabel(passTrade) })}
        </button>
      )}
      <button
        type="button"
        class={`btn block ${passTrade === undefined && owed.length === 0 ? 'primary' : ''}`}
        data-testid="end-phase"
        data-owed={owed.length > 0 ? owed.map((v) => v.code).join(' ') : undefined}
        disabled={entry.busy || owed.length > 0}
        onClick={() => void entry.submit({ kind: 'advance-phase' })}
      >
        {owed.length > 0
          ? owed.map(violationText).join(' ')
          : next === undefined
            ? t('smcui.endTurn', { turn: g.state.turn })
            : t('turn.next', { next: phaseLabel(next) })}
      </button>
    </div>
  );
}

type Declared = (typeof DECLARED_VICTORIES)[number];

/** Advanced long game: the owner of the United Nations or the Apollo Program declares the end. */
function DeclareVictory({ g }: { readonly g: SmcGame }) {
  const [picked, setPlayer] = useState(g.state.players[0]?.id ?? '');
  // My seat (several phones): a phone bound to a seat declares for its own player only.
  const mine = seatPlayer(g.setup.players)?.id;
  const player = mine ?? picked;
  const [victory, setVictory] = useState<Declared>('diplomatic');
  const entry = useEntry(smcSignals());
  return (
    <details class="card" data-testid="declare">
      <summary>{t('smcui.declare.title')}</summary>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void entry.submit({ kind: 'declare-victory', player, victory });
        }}
      >
        {mine === undefined ? (
          <PlayerPick g={g} id="declare-player" label={t('table.player')} value={player} onChange={(v) => (entry.touched(), setPlayer(v))} />
        ) : (
          <p class="small" data-testid="declare-player">
            {t('smcui.declare.for', { player: playerName(g, mine) })}
          </p>
        )}
        <SelectField<Declared>
          id="declare-victory"
          label={t('smcui.declare.victory')}
          value={victory}
          options={DECLARED_VICTORIES.map((v) => ({ value: v, label: t(`smcui.victory.${v}`) }))}
          onChange={(v) => (entry.touched(), setVictory(v))}
        />
        <SubmitRow form={entry} label={t('smcui.declare.record')} look="plain" />
      </form>
    </details>
  );
}
