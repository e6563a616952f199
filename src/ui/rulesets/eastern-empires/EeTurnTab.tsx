/**
 * The Eastern Empires turn walker: the 13 phases in order (ee chapter 6), the one to do now with who
 * acts in what order, and the entry form for it. A phase with nothing to enter is passed with one tap.
 */
import type { Phase } from '../../../engine/rulesets/eastern-empires';
import { eeTurnView, entriesThisTurn, type EeStep } from '../../../engine/rulesets/eastern-empires/views';
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
  const next = view.steps[view.steps.indexOf(step) + 1];
  // My seat (several phones): in a phase whose entries are the table's, this phone shows its player's figures, not the table's forms.
  const seat = mySeat.value;
  const mine = seat === undefined ? undefined : g.setup.players[seat]?.civ;
  const seated = mine !== undefined && !seatOwnsPhase(phase) ? mine : undefined;
  return (
    <section aria-labelledby="phase-h" class="ee">
      <p class="muted small">{t('table.turn', { turn: view.turn })}</p>
      <PhaseSteps
        steps={view.steps.map((s, i) => ({
          id: s.phase,
          label: `${s.number}. ${eePhaseName(s.phase)}`,
          status: s.phase === phase ? 'current' : i < view.steps.indexOf(step) ? 'done' : 'todo',
        }))}
        current={phase}
        heading={`${step.number}. ${eePhaseName(phase)}`}
      />
      {leave.prompt}
      <Order step={step} state={g.state} />
      {seated === undefined ? (
        <PhaseForm key={`${phase}-${view.turn}`} phase={phase} game={g} step={step} />
      ) : (
        <EeSeatPhase game={g} step={step} civ={seated} />
      )}
      {/* A seated phone goes on by itself only past a phase with nothing left to enter; the table's entries are not its to skip. */}
      {next !== undefined && (seated === undefined || step.done || step.kinds.length === 0) && (
        <NextPhaseButton next={eePhaseName(next.phase)} nothingToEnter={step.kinds.length === 0} done={step.done} onClick={() => leave.go(next.phase)} />
      )}
    </section>
  );
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
            {step.perPlayer && !step.waiting.includes(civ) ? ' ✓' : ''}
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
