/** Builders for smc tests: setups, states patched for a scenario, and running entries. */
import { replay, step } from '../../../../src/engine/log/replay';
import type { SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import { smc } from '../../../../src/engine/rulesets/smc/game';
import type { RegionFacts, SmcSetup, TechnologyCard } from '../../../../src/engine/rulesets/smc/setup';
import { initialState, updatePlayer, type PlayerState, type Settlement, type SmcState } from '../../../../src/engine/rulesets/smc/state';
import type { Era, Resource, SettlementSize } from '../../../../src/engine/rulesets/smc/vocab';
import type { Violation } from '../../../../src/engine/types';

export const site = (region: string, resource: Resource | null = null, extra: Partial<RegionFacts> = {}): RegionFacts => ({
  region,
  resource,
  fertile: false,
  terrain: 'open',
  ...extra,
});

export const card = (name: string, era: Era, cost: number, extra: Partial<TechnologyCard> = {}): TechnologyCard => ({
  name,
  era,
  cost,
  seminal: false,
  prerequisites: [],
  wonder: null,
  ownerUnits: [],
  source: 'table',
  ...extra,
});

/** Angela, Brad, Chris (the rulebook's players) and Dana, seated clockwise. */
export function standardSetup(players = ['angela', 'brad', 'chris']): SmcSetup {
  return {
    rules: 'standard',
    length: null,
    players: players.map((id) => ({ id, name: id, start: [site(`${id}-home-1`), site(`${id}-home-2`)], startingTechnology: null })),
    firstPlayer: players[0] ?? 'angela',
  };
}

const STARTS = ['Wheel', 'Bronze Working', 'Masonry', 'Alphabet/Writing', 'Pottery/Specialization', 'Ceremonial Burial'];

export function advancedSetup(length: 'short' | 'medium' | 'long' = 'long', players = ['angela', 'brad', 'chris']): SmcSetup {
  return {
    rules: 'advanced',
    length,
    players: players.map((id, i) => ({
      id,
      name: id,
      start: [site(`${id}-home-1`), site(`${id}-home-2`)],
      startingTechnology: card(STARTS[i] ?? `Start ${i}`, 'ancient', 20),
    })),
    firstPlayer: players[0] ?? 'angela',
  };
}

export const settlement = (region: string, size: SettlementSize, resource: Resource | null = null, extra: Partial<Settlement> = {}): Settlement => ({
  region,
  resource,
  fertile: false,
  terrain: 'open',
  size,
  foundedTurn: 0,
  upgradedTurn: null,
  ...extra,
});

/** The initial state moved to a phase and era, with players patched. */
export function stateWith(setup: SmcSetup, patch: Partial<SmcState>, players: Readonly<Record<string, Partial<PlayerState>>> = {}): SmcState {
  let s: SmcState = { ...initialState(setup), ...patch };
  for (const [id, p] of Object.entries(players)) s = updatePlayer(s, id, (x) => ({ ...x, ...p }));
  return s;
}

export const codes = (vs: readonly Violation[]): readonly string[] => vs.map((v) => v.code);

/** Applies an entry that must be valid; fails the test with its violation codes otherwise. */
export function must(setup: SmcSetup, state: SmcState, entry: SmcEntry): SmcState {
  const r = step(smc, setup, state, entry);
  if (r.violations.length > 0) throw new Error(`unexpected violations: ${codes(r.violations).join(', ')}`);
  return r.state;
}

export const check = (setup: SmcSetup, state: SmcState, entry: SmcEntry): readonly Violation[] => step(smc, setup, state, entry).violations;

export function run(setup: SmcSetup, entries: readonly SmcEntry[]) {
  return replay(
    smc,
    setup,
    entries.map((entry, i) => ({ at: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}Z`, entry })),
  );
}

export const player = (s: SmcState, id: string): PlayerState => {
  const p = s.players.find((x) => x.id === id);
  if (p === undefined) throw new Error(`no player ${id}`);
  return p;
};

export const ADVANCE: SmcEntry = { kind: 'advance-phase' };
