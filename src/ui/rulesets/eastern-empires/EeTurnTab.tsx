/**
 * The Eastern Empires turn walker: the 13 phases in order (ee chapter 6), the one to do now with who
 * acts in what order, and the entry form for it. A phase with nothing to enter is passed with one tap.
 */
import type { Phase } from '../../../engine/rulesets/eastern-empires';
import { eeNextStop, eePassedOpen, eeTurnView, entriesThisTurn, type EeStep } from '../../../engine/rulesets/eastern-empires/views/turn';
import { eeOwedBefore } from '../../../engine/rulesets/eastern-empires/admit';
import { Reasons } from '../../components/Reasons';
import { Glyph } from '../../components/Glyph';
import { orderWhy } from '../../../engine/rulesets/eastern-empires/views/why';
import { seatOwnsPhase } from '../../../engine/rulesets/eastern-empires/views/seat-view';
import { eeSignals, type EeGame } from '../../../state/game-ee';
import { mySeat } from '../../../state/seat';
import { t } from '../../i18n';
import { NextPhaseButton, PhaseSteps, useLeavePhase } from '../../components/PhaseSteps';
import { Why } from '../../components/Why';
import { AsOfTurn } from '../../components/AsOfTurn';
import { session } from '../../../state/game';
import { EeScoresTab } from './EeScoresTab';
import { EeSeatPhase } from './EeSeatPhase';
import { civName, eePhaseName } from './names';
import { AbilitiesForm } from './phases/AbilitiesForm';
import { AstForm } from './phases/AstForm';
import { CalamityForm } from './phases/CalamityForm';
import { CalamitySelectionForm } from './phases/CalamitySelectionForm';
import { CensusForm } from './phases/CensusForm';
import { CitiesForm } from './phases/CitiesForm';
import { PurchaseForm } from './phases/PurchaseForm';
import { ShipsForm } from './phases/ShipsForm';
import { TaxationForm } from './phases/TaxationForm';
import { TradeCardsForm } from './phases/TradeCardsForm';

export function EeTurnTab() {
  const ee = eeSignals();
  const g = ee.game.value;
  const view = ee.turn.value;
  const phase = ee.phase.value;
  const leave = useLeavePhase(ee.showPhase, eePhaseName);
  if (g === undefined || view === undefined || phase === undefined) return null;
  // The log's "as of": the turn as it stood after that entry, read-only (no form, no record button).
  const asOf = session().asOf.value;
  if (asOf !== null) return <TurnAsOf game={g} entry={asOf} />;
  if (view.ended !== null) {
    return (
      <>
        <p class="card" role="status" data-testid="ee-ended">
          {t(`eeui.ended.${view.ended.reason}`, { turn: view.ended.turn })}
        </p>
        <EeScoresTab />
      </>
    );
  }
  const step = view.steps.find((s) => s.phase === phase);
  if (step === undefined) return null;
  // One tap passes every phase with nothing owed (the engine's view); those left open are listed to go back to.
  const next = eeNextStop(view, phase);
  const passed = eePassedOpen(view, phase);
  // My seat (several phones): in a phase whose entries are the table's, this phone shows its player's figures, not the table's forms.
  const seat = mySeat.value;
  const mine = seat === undefined ? undefined : g.setup.players[seat]?.civ;
  const seated = mine !== undefined && !seatOwnsPhase(phase) ? mine : undefined;
  // ee chapter 6: a later phase shown while an earlier one still owes its entry: the engine's verdict
  // on any entry here, said before anything is typed, with the way back to the phase owed.
  const owes = eeOwedBefore(g.state, entriesThisTurn(g.entries.map((e) => e.entry)), phase);
  const owedPhase = owes === undefined ? undefined : view.steps.find((s) => s.phase === owes.params.phase)?.phase;
  const optional = phase === 'movement' || phase === 'specialAbilities';
  // A seated phone goes on by itself only past a phase with nothing left to enter; the table's entries are not its to skip.
  const nextButton = next !== undefined && phase !== 'astAlteration' && (seated === undefined || step.done || step.need !== 'owed') && (
    <NextPhaseButton next={eePhaseName(next)} owed={eeOwedText(step)} onClick={() => leave.go(next)} />
  );
  return (
    <section aria-labelledby="phase-h" class="ee">
      <p class="muted small">{t('table.turn', { turn: view.turn })}</p>
      <PhaseSteps
        steps={view.steps.map((s, i) => ({
          id: s.phase,
          label: `${s.number}. ${eePhaseName(s.phase)}`,
          status: s.phase === phase ? 'current' : i < view.steps.indexOf(step) ? 'done' : 'todo',
          open: s.open,
        }))}
        current={phase}
        heading={`${step.number}. ${eePhaseName(phase)}`}
        onPick={(id) => {
          const to = view.steps.find((s) => s.phase === id);
          if (to !== undefined) leave.go(to.phase);
        }}
      />
      {leave.prompt}
      {owes !== undefined && owedPhase !== undefined && seated === undefined && (
        <div class="card" role="status" data-testid="phase-owed" data-phase={owedPhase}>
          <Reasons violations={[owes]} />
          <button type="button" class="btn" onClick={() => leave.go(owedPhase)}>
            {t('turn.goToOwed', { phase: eePhaseName(owedPhase) })}
          </button>
        </div>
      )}
      {passed.length > 0 && (
        <p class="small muted" data-testid="passed">
          {t('turn.passed', { phases: passed.map(eePhaseName) })}
        </p>
      )}
      <Order step={step} state={g.state} />
      {optional && nextButton}
      {seated === undefined ? (
        <PhaseForm key={`${phase}-${view.turn}`} phase={phase} game={g} step={step} />
      ) : (
        <EeSeatPhase game={g} step={step} civ={seated} />
      )}
      {!optional && nextButton}
    </section>
  );
}

/** What going on from this phase would leave unrecorded (an entry the turn waits for, ee chapter 6), in words; undefined when nothing owed is left behind. */
function eeOwedText(step: EeStep): string | undefined {
  if (step.done || step.need !== 'owed') return undefined;
  const players = step.waiting.map(civName);
  const n = players.length;
  switch (step.phase) {
    case 'tradeCardsAcquisition':
    case 'calamitySelection':
    case 'calamityResolution':
    case 'advancesAcquisition':
      return t(`eeui.owed.${step.phase}`, { players, n });
    case 'taxCollection':
    case 'populationExpansion':
    case 'cityConstruction':
    case 'removeSurplusPopulation':
      return t(`eeui.owed.${step.phase}`);
    default:
      return undefined;
  }
}

/** The turn of the table after entry `entry`, from the engine's turn view of the state then. */
function TurnAsOf({ game, entry }: { readonly game: EeGame; readonly entry: number }) {
  const view = eeTurnView(game.shown, entriesThisTurn(game.entries.slice(0, entry).map((e) => e.entry)));
  if (view.ended !== null) return <EeScoresTab />;
  const at = view.steps.findIndex((s) => s.phase === view.suggested);
  const step = view.steps[at];
  return (
    <section class="ee">
      <AsOfTurn
        entry={entry}
        turn={view.turn}
        steps={view.steps.map((s, i) => ({
          id: s.phase,
          label: `${s.number}. ${eePhaseName(s.phase)}`,
          status: i === at ? 'current' : i < at ? 'done' : 'todo',
        }))}
        current={view.suggested}
        heading={step === undefined ? eePhaseName(view.suggested) : `${step.number}. ${eePhaseName(view.suggested)}`}
        waiting={(step?.waiting ?? []).map((civ) => `${civName(civ)} (${game.names[civ] ?? ''})`)}
      >
        {step !== undefined && <Order step={step} state={game.shown} />}
      </AsOfTurn>
    </section>
  );
}

function Order({ step, state }: { readonly step: EeStep; readonly state: EeGame['state'] }) {
  if (step.order === 'simultaneous') return <p class="muted small">{t('eeui.order.simultaneous')}</p>;
  if (step.acting.length === 0) return null;
  return (
    <>
      <p class="small">
        <strong>{t(`eeui.order.${step.order}`)}</strong>
      </p>
      <ol class="order small" data-testid="order">
        {step.acting.map((civ) => (
          <li key={civ} data-civ={civ}>
            {civName(civ)}
            {step.perPlayer && !step.waiting.includes(civ) && (
              <>
                {' '}
                <Glyph kind="done" />
              </>
            )}
          </li>
        ))}
      </ol>
      <Why cite={step.cite} explain={orderWhy(state, step.order, step.acting)} />
    </>
  );
}

function PhaseForm({ phase, game, step }: { readonly phase: Phase; readonly game: EeGame; readonly step: EeStep }) {
  switch (phase) {
    case 'taxCollection':
      return step.done ? <p class="ok-note">{t('turn.nothingToEnter')}</p> : <TaxationForm game={game} />;
    case 'populationExpansion':
      return <CensusForm game={game} />;
    case 'movement':
      return <ShipsForm game={game} step={step} />;
    case 'cityConstruction':
      return <CitiesForm game={game} step="construction" />;
    case 'removeSurplusPopulation':
      return <CitiesForm game={game} step="surplus" />;
    case 'tradeCardsAcquisition':
      return <TradeCardsForm game={game} />;
    case 'calamitySelection':
      return <CalamitySelectionForm game={game} />;
    case 'calamityResolution':
      return <CalamityForm game={game} />;
    case 'specialAbilities':
      return <AbilitiesForm game={game} step={step} />;
    case 'advancesAcquisition':
      return <PurchaseForm game={game} step={step} />;
    case 'astAlteration':
      return <AstForm game={game} />;
    case 'conflict':
    case 'trade':
      return <p class="muted">{t(`eeui.atTable.${phase}`)}</p>;
  }
}
