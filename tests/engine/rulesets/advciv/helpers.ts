/** Test helpers: advciv setups, states built by hand, and replays of entry lists. */
import { ADVCIV_GAME, advcivInitialState } from '../../../../src/engine/rulesets/advciv/game';
import { replay, step } from '../../../../src/engine/log/replay';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import type { AdvCivSetup } from '../../../../src/engine/rulesets/advciv/setup';
import { DEFAULT_SETTINGS, type AdvCivSettings } from '../../../../src/engine/rulesets/advciv/settings';
import type { AdvCivPlayer, AdvCivState } from '../../../../src/engine/rulesets/advciv/state';
import { SEATS, type NationId } from '../../../../src/engine/rulesets/advciv/nations';
import type { CardId } from '../../../../src/engine/rulesets/advciv/cards';
import type { Violation } from '../../../../src/engine/types';

export function setupOf(nations: readonly NationId[], settings: Partial<AdvCivSettings> = {}, variants: AdvCivSetup['variants'] = []): AdvCivSetup {
  return { players: nations.map((nation) => ({ name: nation.toUpperCase(), nation })), variants, settings: { ...DEFAULT_SETTINGS, ...settings } };
}

/**
 * Every seat drew one card from each of the nine stacks this turn: a calamity a player holds untraded
 * is then one he drew (27.2, 29.4), whoever holds it.
 */
export const EVERY_STACK_DRAWN: AdvCivState['draws'] = SEATS.map((nation) => ({ nation, stacks: [1, 2, 3, 4, 5, 6, 7, 8, 9], bought: 0 }));

export const FIVE: readonly NationId[] = ['africa', 'illyria', 'crete', 'babylon', 'egypt'];

/** A state with players changed by hand (cards as {card: turn acquired}). */
export function stateOf(setup: AdvCivSetup, changes: Partial<Record<NationId, Partial<AdvCivPlayer>>> = {}, extra: Partial<AdvCivState> = {}): AdvCivState {
  const s = advcivInitialState(setup);
  return { ...s, ...extra, players: s.players.map((p) => ({ ...p, ...(changes[p.nation] ?? {}) })) };
}

export function cards(...ids: readonly CardId[]): Partial<Record<CardId, number>> {
  return Object.fromEntries(ids.map((c) => [c, 0]));
}

/** Validates one entry against a state: the codes and cited rules. */
export function check(setup: AdvCivSetup, state: AdvCivState, entry: AdvCivEntry): readonly Violation[] {
  return step(ADVCIV_GAME, setup, state, entry).violations;
}

export function codes(vs: readonly Violation[]): readonly string[] {
  return vs.map((v) => v.code);
}

export function rules(vs: readonly Violation[]): readonly string[] {
  return vs.flatMap((v) => v.cite.map((c) => c.rule));
}

/** Applies entries that must all be valid. */
export function play(setup: AdvCivSetup, state: AdvCivState, entries: readonly AdvCivEntry[]): AdvCivState {
  let s = state;
  for (const [i, e] of entries.entries()) {
    const r = step(ADVCIV_GAME, setup, s, e);
    if (r.violations.length > 0) throw new Error(`entry ${i} (${e.kind}) refused: ${JSON.stringify(r.violations)}`);
    s = r.state;
  }
  return s;
}

export function replayAll(setup: AdvCivSetup, entries: readonly AdvCivEntry[]) {
  return replay(
    ADVCIV_GAME,
    setup,
    entries.map((entry) => ({ at: '2026-01-01T00:00:00Z', entry })),
  );
}
