/**
 * The turn walker's view of an advciv game (pure): the 13 phases of the turn (18.1) with what each
 * asks of the table, who acts in which order, how far the turn has got, and the phase to show next.
 * The engine's phase cursor (state.phase) only moves on entries. Each phase says what it needs of
 * this table now (`need`): an entry the turn waits for, entries it may take, or nothing to enter.
 * The walker stops only where an entry is owed (or where the table is already entering), so a quiet
 * turn passes the phases done at the table and the optional ones without a tap; they stay open to go
 * back to while the cursor has not passed them.
 */
import type { RuleCitation } from '../../../types';
import type { AdvCivEntry, AdvCivEntryKind } from '../entries';
import { PHASE_OF } from '../entries';
import { rulesetOf } from '../entries/context';
import { turnsOf } from '../../../phased-entries';
import { censusOrder, tradeOrder } from '../calc/order';
import type { NationId } from '../nations';
import type { AdvCivSetup } from '../setup';
import { PHASES, type AdvCivState, type PhaseId } from '../state';
import { owedStacks, supplementalCount, tradeCount } from '../variants/capitals';
import { treasuryHelp } from '../entries/cities';
import type { LoggedEntry } from '../../../types';

export const ORDER_KINDS = ['ast', 'census', 'trade', 'calamity', 'simultaneous'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/**
 * What a phase needs of this table now: `owed` = the turn waits for an entry here (taxes 19.1, the
 * census 21, upkeep 22.3, draws 27.1, calamities 29, hands 31.71, the A.S.T. 33); `optional` = the
 * table may record something (population 20, ships built 22, city attacks 24.3, trades 28);
 * `nothing` = done at the table (movement 23, city construction 25 is recorded at phase 8). The
 * cities (24-26, phase 8) are owed once any player has cities or a census that could build one (25.2).
 */
export const STEP_NEEDS = ['owed', 'optional', 'nothing'] as const;
export type StepNeed = (typeof STEP_NEEDS)[number];

export interface OrderedPlayer {
  readonly nation: NationId;
  /** The number the order is by (tokens at the census, cities), when the order is by a number. */
  readonly count: number | null;
  readonly movesLast: boolean;
}

export interface TurnStep {
  readonly phase: PhaseId;
  /** Entry kinds recorded in this phase; empty = done at the table, nothing to enter. */
  readonly kinds: readonly string[];
  readonly order: OrderKind;
  readonly players: readonly OrderedPlayer[];
  /** Everything this phase asks has been entered (or a later phase has been entered). */
  readonly done: boolean;
  /** Nations that still have an entry to make in this phase. */
  readonly waiting: readonly NationId[];
  /**
   * The table can still go to this phase this turn: the engine's cursor has not passed it (an entry
   * of a passed phase is refused, 18.1 phase/already-passed). A phase skipped can be gone back to.
   */
  readonly open: boolean;
  /** An entry of this phase was recorded this turn (a trade, a city attack, ships): the phase was not passed with nothing entered. */
  readonly entered: boolean;
  readonly need: StepNeed;
  readonly cite: readonly RuleCitation[];
}

export interface TurnView {
  readonly turn: number;
  readonly steps: readonly TurnStep[];
  /** The first phase not done, from the engine's cursor on. */
  readonly suggested: PhaseId;
  /** The earliest phase still open (TurnStep.open): the walker can be taken back as far as this. */
  readonly earliest: PhaseId;
  readonly ended: AdvCivState['ended'];
}

const c = (rule: string, ruling?: string): RuleCitation => (ruling === undefined ? { doc: 'advciv', rule } : { doc: 'advciv', rule, ruling });

/** Rule of each phase (18.1) and the order its players act in. */
const PHASE_RULE: Readonly<Record<PhaseId, { readonly rule: string; readonly order: OrderKind }>> = {
  taxation: { rule: '19', order: 'ast' }, // 18.1: A.S.T. order
  population: { rule: '20', order: 'ast' },
  census: { rule: '21', order: 'simultaneous' },
  ships: { rule: '22', order: 'census' }, // 22.1, 22.11 (Military last)
  movement: { rule: '23', order: 'census' }, // 23.2, 23.21
  conflict: { rule: '24', order: 'simultaneous' },
  'city-construction': { rule: '25', order: 'ast' },
  surplus: { rule: '26', order: 'ast' },
  'trade-cards': { rule: '27', order: 'trade' }, // 27.1: fewest cities first
  trade: { rule: '28', order: 'simultaneous' },
  calamities: { rule: '29', order: 'calamity' }, // 29.6: by stack
  'civ-cards': { rule: '31', order: 'ast' },
  ast: { rule: '33', order: 'ast' },
};

/** Entries made since the last A.S.T. entry (the current turn's entries). */
/** The A.S.T. alteration is the last entry of a turn (advciv 18.1, 33.1). */
const closesTurn = (logged: LoggedEntry<AdvCivEntry>): boolean => logged.entry.kind === 'ast';

/** The turn of each logged entry, from 1 (for the log). */
export function entryTurns(entries: readonly LoggedEntry<AdvCivEntry>[]): readonly number[] {
  return turnsOf(entries, closesTurn);
}

export function entriesThisTurn(entries: readonly LoggedEntry<AdvCivEntry>[]): readonly AdvCivEntry[] {
  let start = 0;
  entries.forEach((e, i) => {
    if (closesTurn(e)) start = i + 1;
  });
  return entries.slice(start).map((e) => e.entry);
}

/** The phase an entry belongs to; kinds outside the core table (calamities) report their own. */
export function phaseOfKind(kind: string): PhaseId | null {
  if (kind in PHASE_OF) return PHASE_OF[kind as AdvCivEntryKind];
  return kind.startsWith('calamit') ? 'calamities' : null;
}

export function turnView(setup: AdvCivSetup, state: AdvCivState, thisTurn: readonly { readonly kind: string; readonly nation?: string }[]): TurnView {
  const r = rulesetOf(setup);
  const active = state.players.filter((p) => p.status === 'active');
  const astOrder: OrderedPlayer[] = active.map((p) => ({ nation: p.nation, count: null, movesLast: false }));
  const cursor = state.phase === null ? -1 : PHASES.indexOf(state.phase);
  const made = (kind: string) => thisTurn.filter((e) => e.kind === kind).map((e) => e.nation);
  // 29.1: calamities come only with trade cards; nothing drawn this turn, none to resolve.
  const cardsDrawn = state.draws.some((d) => d.stacks.length > 0 || d.bought > 0);
  // 24-26: the cities are entered whenever any player could have cities after phase 8: he holds
  // some (24.3 attacks, 26.31 support), or his census could build one (25.2: six tokens in an area;
  // 25.3: with Architecture up to half from treasury). The draws (27.1), the taxes (19.1) and the
  // A.S.T. (33) are counted from them.
  const citiesOwed =
    made('city-attack').length > 0 || active.some((p) => p.cities > 0 || (p.census !== null && p.census + treasuryHelp(r, p) >= r.limits.tokensPerCity));
  const steps = PHASES.map((phase, index): TurnStep => {
    const { rule, order } = PHASE_RULE[phase];
    const kinds = (Object.keys(PHASE_OF) as AdvCivEntryKind[]).filter((k) => PHASE_OF[k] === phase);
    const players =
      order === 'census'
        ? censusOrder(r, state).map((o) => ({ nation: o.nation, count: o.count, movesLast: o.movesLast }))
        : order === 'trade'
          ? tradeOrder(r, state).map((o) => ({ nation: o.nation, count: o.count, movesLast: false }))
          : astOrder;
    const passed = cursor > index;
    let waiting: NationId[] = [];
    let done = passed;
    let need: StepNeed = 'optional';
    switch (phase) {
      case 'taxation':
        // 18.1: only if there are cities; one entry for everyone.
        done = passed || state.taxes.length > 0 || cursor >= index || active.every((p) => p.cities === 0);
        if (!done) waiting = active.filter((p) => p.cities > 0).map((p) => p.nation);
        need = 'owed';
        break;
      case 'population': // one entry for the table, optional: the stock is counted again at the census (21)
      case 'census':
      case 'surplus':
      case 'calamities': // one entry for the whole phase (29, calamity.ts)
        done = cursor >= index;
        if (!done) waiting = active.map((p) => p.nation);
        need = phase === 'census' || (phase === 'surplus' && citiesOwed) || (phase === 'calamities' && cardsDrawn) ? 'owed' : 'optional';
        break;
      case 'ships': {
        // 22.3: every player with ships in play owes upkeep this turn (or lets them go).
        const entered = new Set(made('ships'));
        waiting = passed ? [] : active.filter((p) => p.ships > 0 && !entered.has(p.nation)).map((p) => p.nation);
        done = passed;
        need = waiting.length > 0 ? 'owed' : 'optional';
        break;
      }
      case 'trade-cards': {
        const drawn = new Set(state.draws.filter((d) => d.round === undefined).map((d) => d.nation));
        // capitals 5.2: with Capitals, a count above nine also waits for its supplemental draw.
        const extra = (n: NationId) => {
          const p = state.players.find((x) => x.nation === n);
          return (
            p !== undefined &&
            supplementalCount(r.tradeCards, tradeCount(r.tradeCards, state, p).count) > 0 &&
            !state.draws.some((d) => d.nation === n && d.round === 'supplemental')
          );
        };
        // 27.1, 27.2: a player with no stack to draw from (no cities, or 27.21 empty stacks) is not
        // waited for; he may still buy ninth-stack cards before the next player draws (27.51, drawRows).
        const draws = (n: NationId) => {
          const p = state.players.find((x) => x.nation === n);
          return p !== undefined && owedStacks(r, state, p, 'principal').length > 0;
        };
        waiting = passed ? [] : players.map((p) => p.nation).filter((n) => (!drawn.has(n) && draws(n)) || extra(n));
        done = passed || waiting.length === 0;
        need = 'owed';
        break;
      }
      case 'civ-cards': {
        const hands = new Set(made('hand'));
        waiting = passed ? [] : active.map((p) => p.nation).filter((n) => !hands.has(n));
        done = passed || waiting.length === 0;
        need = 'owed';
        break;
      }
      case 'ast':
        done = false; // the A.S.T. entry ends the turn; the next turn starts a new view
        need = 'owed';
        break;
      case 'movement':
      case 'city-construction':
        need = 'nothing';
        break;
      default: // conflict (24.3), trade (28): recorded when they happen
        done = passed;
    }
    const cite = [c(rule), c('18.1')];
    if (order === 'ast' || order === 'trade' || order === 'census') cite.push(c('17.4', 'R-A10'));
    const open = index > cursor || (index === cursor && !done);
    const entered = thisTurn.some((e) => phaseOfKind(e.kind) === phase);
    return { phase, kinds, order, players, done, waiting, open, entered, need, cite };
  });
  const from = Math.max(0, cursor);
  // The walker stops where an entry is owed, or stays in an optional phase the table is entering in (ships, city attacks, trades).
  const suggested = steps.slice(from).find((s, i) => !s.done && (s.need === 'owed' || (i + from === cursor && s.need === 'optional')))?.phase ?? 'ast';
  const earliest = steps.find((s) => s.open)?.phase ?? 'ast';
  return { turn: state.turn, steps, suggested, earliest, ended: state.ended };
}

/** The next phase after `phase` where an entry is owed: one tap on passes every phase between (18.1). */
export function nextStop(view: Pick<TurnView, 'steps'>, phase: PhaseId): PhaseId | undefined {
  const at = view.steps.findIndex((s) => s.phase === phase);
  return view.steps.slice(at + 1).find((s) => !s.done && s.need === 'owed')?.phase;
}

/**
 * Phases before `phase` the walker passed with nothing entered that still take entries (18.1): the
 * table can go back to them. Phases done at the table (nothing to enter) are not listed, nor a phase
 * that took an entry this turn and may take more (a trade recorded, 28).
 */
export function passedOpen(view: Pick<TurnView, 'steps'>, phase: PhaseId): readonly PhaseId[] {
  const at = view.steps.findIndex((s) => s.phase === phase);
  return view.steps
    .slice(0, Math.max(0, at))
    .filter((s) => s.open && !s.done && !s.entered && s.need !== 'nothing')
    .map((s) => s.phase);
}

/**
 * 34.1 B, 34.2: the table may declare the time limit reached only between turns (the final turn
 * completed, the end-game entry's own check), and only once a turn has been played.
 */
export const endGameOffered = (state: Pick<AdvCivState, 'phase' | 'turn'>): boolean => state.phase === null && state.turn > 1;
