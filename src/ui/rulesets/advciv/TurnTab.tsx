/**
 * The turn walker: the 13 phases in order (18.1), the one to do now with who acts in what order,
 * and the quickest entry form for it. A phase with nothing to enter is passed with one tap.
 */
import type { PhaseId } from '../../../engine/rulesets/advciv/state';
import { entriesThisTurn, nextStop, passedOpen, turnView, type TurnStep } from '../../../engine/rulesets/advciv/views/turn';
import { owedBefore } from '../../../engine/rulesets/advciv/admit';
import { Reasons } from '../../components/Reasons';
import { Glyph } from '../../components/Glyph';
import { orderWhy } from '../../../engine/rulesets/advciv/views/why';
import { seatOwnsPhase } from '../../../engine/rulesets/advciv/views/seat-view';
import { advcivSignals, type AdvCivGame } from '../../../state/game-advciv';
import { session } from '../../../state/game';
import { mySeat } from '../../../state/seat';
import { t } from '../../i18n';
import { nationName, phaseName } from '../../components/names';
import { NextPhaseButton, PhaseSteps, useLeavePhase } from '../../components/PhaseSteps';
import { Why } from '../../components/Why';
import { AsOfTurn } from '../../components/AsOfTurn';
import { AstForm } from './phases/AstForm';
import { CalamitiesForm } from './phases/CalamitiesForm';
import { QuickUndo } from './QuickUndo';
import { CensusForm } from './phases/CensusForm';
import { CityAttackForm } from './phases/CityAttackForm';
import { PopulationForm } from './phases/PopulationForm';
import { CitiesForm } from './phases/CitiesForm';
import { CivCardsForm } from './phases/CivCardsForm';
import { ShipsForm } from './phases/ShipsForm';
import { TaxationForm } from './phases/TaxationForm';
import { TradeCardsForm } from './phases/TradeCardsForm';
import { TradeForm } from './phases/TradeForm';
import { ScoresTab } from './ScoresTab';
import { RevealPointer } from './RevealHand';
import { SeatPhase } from './SeatPhase';

export function TurnTab() {
  const advciv = advcivSignals();
  const g = advciv.game.value;
  const view = advciv.turn.value;
  const phase = advciv.phase.value;
  const leave = useLeavePhase<PhaseId>(advciv.showPhase, phaseName);
  if (g === undefined || view === undefined || phase === undefined) return null;
  // The log's "as of": the turn as it stood after that entry, read-only (no form, no record button).
  const asOf = session().asOf.value;
  if (asOf !== null) return <TurnAsOf game={g} entry={asOf} />;
  if (view.ended !== null) {
    return (
      <>
        <p class="card" role="status">
          {view.ended.reason === 'finish' ? t('turn.endedFinish', { turn: view.ended.turn }) : t('turn.endedLimit', { turn: view.ended.turn })}
        </p>
        {/* 35.1 B: this phone's own hand, still sealed, is shown in the scores below. */}
        {session().asOf.value === null && <RevealPointer game={g} />}
        <ScoresTab />
      </>
    );
  }
  const step = view.steps.find((s) => s.phase === phase);
  if (step === undefined) return null;
  // One tap passes every phase with nothing owed (the engine's view); those left open are listed to go back to.
  const next = nextStop(view, phase);
  const passed = passedOpen(view, phase);
  // Optional phases (population, ships, city attacks): the way on comes first, the forms after it (one hand, no scrolling).
  const optional = phase === 'ships' || phase === 'population' || phase === 'conflict';
  // My seat (several phones): in a phase whose entries are the table's, this phone shows its player's figures, not the table's forms.
  const seat = mySeat.value;
  const mine = seat === undefined ? undefined : g.setup.players[seat]?.nation;
  const seated = mine !== undefined && !seatOwnsPhase(step.phase) ? mine : undefined;
  // 18.1: a later phase shown (a phase chip) while an earlier one still owes its entry: the engine's
  // verdict on any entry here, said before anything is typed, with the way back to the phase owed.
  const owes = owedBefore(g.setup, g.state, entriesThisTurn(g.entries), step.phase);
  const owedPhase = owes === undefined ? undefined : view.steps.find((s) => s.phase === owes.params.phase)?.phase;
  // A seated phone goes on by itself only past a phase with nothing left to enter; the table's entries are not its to skip.
  const nextButton = next !== undefined && step.phase !== 'ast' && (seated === undefined || step.done || step.kinds.length === 0) && (
    <NextPhaseButton next={phaseName(next)} owed={owedText(step)} onClick={() => leave.go(next)} />
  );
  return (
    <section aria-labelledby="phase-h">
      <p class="muted small">{t('table.turn', { turn: view.turn })}</p>
      <PhaseSteps
        steps={view.steps.map((s) => ({
          id: s.phase,
          label: phaseName(s.phase),
          status: s.phase === phase ? 'current' : s.done ? 'done' : 'todo',
          open: s.open,
        }))}
        current={phase}
        heading={phaseName(phase)}
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
            {t('turn.goToOwed', { phase: phaseName(owedPhase) })}
          </button>
        </div>
      )}
      {passed.length > 0 && (
        <p class="small muted" data-testid="passed">
          {t('turn.passed', { phases: passed.map(phaseName) })}
        </p>
      )}
      <Order step={step} setup={g.setup} names={new Map(g.state.players.map((p) => [p.nation, p.name]))} />
      {optional && nextButton}
      {seated === undefined ? <PhaseForm phase={step.phase} game={g} step={step} /> : <SeatPhase game={g} step={step} nation={seated} />}
      {!optional && nextButton}
      {seated === undefined && <QuickUndo />}
    </section>
  );
}

/** The turn of the table after entry `entry`, from the engine's turn view of the state then. */
function TurnAsOf({ game, entry }: { readonly game: AdvCivGame; readonly entry: number }) {
  const view = turnView(game.setup, game.shown, entriesThisTurn(game.entries.slice(0, entry)));
  if (view.ended !== null) return <ScoresTab />;
  const step = view.steps.find((s) => s.phase === view.suggested);
  const names = new Map(game.shown.players.map((p) => [p.nation, p.name]));
  return (
    <AsOfTurn
      entry={entry}
      turn={view.turn}
      steps={view.steps.map((s) => ({ id: s.phase, label: phaseName(s.phase), status: s.phase === view.suggested ? 'current' : s.done ? 'done' : 'todo' }))}
      current={view.suggested}
      heading={phaseName(view.suggested)}
      waiting={(step?.waiting ?? []).map((n) => `${nationName(n)} (${names.get(n) ?? ''})`)}
    >
      {step !== undefined && <Order step={step} setup={game.setup} names={names} />}
    </AsOfTurn>
  );
}

function Order({ step, setup, names }: { readonly step: TurnStep; readonly setup: AdvCivGame['setup']; readonly names: ReadonlyMap<string, string> }) {
  if (step.order === 'simultaneous') return <p class="muted small">{t('turn.simultaneous')}</p>;
  if (step.order === 'calamity') return null; // the calamity form shows the resolution order
  return (
    <>
      <p class="small">
        <strong>{t(`turn.order.${step.order}`)}</strong>
      </p>
      <ol class="order small" data-testid="order">
        {step.players.map((p) => (
          <li key={p.nation} data-nation={p.nation}>
            {nationName(p.nation)} ({names.get(p.nation)})
            {p.count !== null && step.order !== 'ast'
              ? ` · ${step.order === 'trade' ? t('turn.cities', { n: p.count }) : t('turn.tokens', { n: p.count })}`
              : ''}
            {p.movesLast ? ` · ${t('turn.movesLast')}` : ''}
            {!step.waiting.includes(p.nation) && step.order === 'trade' && (
              <>
                {' '}
                <Glyph kind="done" />
              </>
            )}
          </li>
        ))}
      </ol>
      <Why cite={step.cite} explain={orderWhy(setup, step.order, step.players)} />
    </>
  );
}

/** What going on from this phase would leave unrecorded (18.1: an entry the turn waits for), in words; undefined when nothing owed is left behind. */
function owedText(step: TurnStep): string | undefined {
  if (step.done || step.need !== 'owed') return undefined;
  const nations = step.waiting.map(nationName);
  const n = nations.length;
  switch (step.phase) {
    case 'taxation':
    case 'census':
    case 'surplus':
    case 'calamities':
      return t(`turn.owed.${step.phase}`);
    case 'ships':
      return t('turn.owed.ships', { nations });
    case 'trade-cards':
    case 'civ-cards':
      return t(`turn.owed.${step.phase}`, { nations, n });
    default:
      return undefined;
  }
}

function PhaseForm({ phase, game, step }: { readonly phase: TurnStep['phase']; readonly game: AdvCivGame; readonly step: TurnStep }) {
  switch (phase) {
    case 'taxation':
      return step.done ? <p class="ok-note">{t('turn.nothingToEnter')}</p> : <TaxationForm game={game} />;
    case 'population':
      return <PopulationForm game={game} />;
    case 'census':
      return <CensusForm game={game} />;
    case 'ships':
      return <ShipsForm game={game} step={step} />;
    case 'conflict':
      return <CityAttackForm game={game} />;
    case 'surplus':
      return <CitiesForm game={game} />;
    case 'trade-cards':
      return <TradeCardsForm game={game} step={step} />;
    case 'trade':
      return <TradeForm game={game} />;
    case 'calamities':
      return <CalamitiesForm game={game} />;
    case 'civ-cards':
      return <CivCardsForm game={game} step={step} />;
    case 'ast':
      return <AstForm game={game} />;
    default:
      return <p class="muted">{t(`turn.atTable.${phase}`)}</p>;
  }
}
