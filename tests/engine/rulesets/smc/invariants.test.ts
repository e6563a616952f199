/**
 * Properties over random logs: whatever the table enters, the engine keeps the books sound.
 * Gold never goes negative (Purchase Phase: you pay what you have; trades give what you own),
 * counts never go negative, settlements stay village..metropolis, and replaying only the
 * accepted entries reproduces the same state without a violation (the log is the truth).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { replay } from '../../../../src/engine/log/replay';
import type { PurchaseItem, SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import { smc } from '../../../../src/engine/rulesets/smc/game';
import type { SmcState } from '../../../../src/engine/rulesets/smc/state';
import { ERAS, MILESTONES, UNIT_KINDS } from '../../../../src/engine/rulesets/smc/vocab';
import { standardSetup } from './helpers';

const PLAYERS = ['angela', 'brad', 'chris'];
const REGIONS = ['angela-home-1', 'brad-home-2', 'chris-home-1', 'R1', 'R2', 'R3'];
const who = fc.constantFrom(...PLAYERS);
const region = fc.constantFrom(...REGIONS);
const resource = fc.constantFrom('wine', 'iron', 'gems', null);

const item: fc.Arbitrary<PurchaseItem> = fc.oneof(
  fc.record({
    item: fc.constant('army' as const),
    kind: fc.constantFrom('infantry' as const, 'cavalry' as const, 'artillery' as const),
    count: fc.integer({ min: 1, max: 4 }),
    technology: fc.constant(null),
  }),
  fc.record({ item: fc.constant('fleet' as const), count: fc.integer({ min: 1, max: 3 }), technology: fc.constant(null) }),
  fc.record({ item: fc.constant('settler' as const), count: fc.integer({ min: 1, max: 2 }) }),
  fc.record({
    item: fc.constant('village' as const),
    site: fc.record({ region, resource, fertile: fc.boolean(), terrain: fc.constantFrom('open' as const, 'mountains' as const, 'jungle' as const) }),
  }),
  fc.record({ item: fc.constant('upgrade' as const), region, technology: fc.constant(null) }),
  fc.record({ item: fc.constant('technology' as const), card: fc.constant(null), endRoll: fc.constant(null) }),
);

const side = fc.record({
  player: who,
  era: fc.constantFrom(...ERAS),
  unit: fc.constantFrom(...UNIT_KINDS),
  level: fc.constant(1),
  aircraft: fc.constant(null),
  roll: fc.integer({ min: 1, max: 24 }),
  defendingSettlement: fc.constant(false),
});

const ADVANCE: SmcEntry = { kind: 'advance-phase' };
const give = fc.record({
  kind: fc.constant('give' as const),
  from: who,
  to: who,
  gold: fc.integer({ min: 0, max: 60 }),
  technologies: fc.constant([]),
  wonders: fc.constant([]),
  settlements: fc.array(region, { maxLength: 1 }),
  settlers: fc.integer({ min: 0, max: 2 }),
  units: fc.array(fc.record({ era: fc.constantFrom(...ERAS), kind: fc.constantFrom(...UNIT_KINDS), count: fc.integer({ min: 1, max: 3 }) }), { maxLength: 1 }),
});
const movement: fc.Arbitrary<SmcEntry> = fc.oneof(
  fc.record({
    kind: fc.constant('explore' as const),
    player: who,
    event: fc.constantFrom({ type: 'treasure' } as const, { type: 'free-technology', card: null } as const),
  }),
  fc.record({ kind: fc.constant('battle-round' as const), attacker: side, defender: side }),
  fc.record({
    kind: fc.constant('lose' as const),
    player: who,
    units: fc.constant([]),
    settlers: fc.integer({ min: 0, max: 2 }),
    reduce: fc.array(region, { maxLength: 1 }),
  }),
  fc.record({ kind: fc.constant('capture' as const), from: who, to: who, region }),
  fc.record({ kind: fc.constant('claim-wonder' as const), player: who, milestone: fc.constantFrom(...MILESTONES) }),
);
const trade: fc.Arbitrary<SmcEntry> = fc.oneof(give, fc.record({ kind: fc.constant('lend' as const), from: who, to: who, region }));
const purchase: fc.Arbitrary<SmcEntry> = fc.oneof(
  fc.record({ kind: fc.constant('purchase' as const), player: who, items: fc.array(item, { minLength: 1, maxLength: 4 }) }),
  fc.record({ kind: fc.constant('claim-wonder' as const), player: who, milestone: fc.constantFrom(...MILESTONES) }),
);
/** One turn shaped like play at the table, with stray entries (wrong phase, twice) mixed in. */
const turn: fc.Arbitrary<SmcEntry[]> = fc
  .record({
    m: fc.array(movement, { maxLength: 3 }),
    t: fc.array(trade, { maxLength: 3 }),
    dice: fc.tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 })),
    order: fc.shuffledSubarray(PLAYERS, { minLength: PLAYERS.length }),
    p: fc.array(purchase, { maxLength: 6 }),
    stray: fc.array(fc.oneof(movement, trade, purchase), { maxLength: 2 }),
  })
  .map(({ m, t, dice, order, p, stray }) => [
    ...m,
    ADVANCE,
    ...t,
    ADVANCE,
    ...stray,
    { kind: 'critical-roll', dice },
    ...order.map((player): SmcEntry => ({ kind: 'produce', player, cityValues: {} })),
    ADVANCE,
    ...p,
    ADVANCE,
  ]);

function sound(state: SmcState): void {
  for (const p of state.players) {
    expect(p.gold).toBeGreaterThanOrEqual(0);
    expect(p.settlers).toBeGreaterThanOrEqual(0);
    for (const era of ERAS) for (const k of UNIT_KINDS) expect(p.units[era][k]).toBeGreaterThanOrEqual(0);
    for (const s of p.settlements) expect([1, 2, 3, 4]).toContain(s.size);
  }
  const regions = state.players.flatMap((p) => p.settlements.map((s) => s.region));
  expect(new Set(regions).size).toBe(regions.length);
}

describe('smc invariants over random logs (standard rules, three players)', () => {
  const setup = standardSetup(PLAYERS);
  test('the books stay sound and the accepted entries replay to the same state', () => {
    fc.assert(
      fc.property(fc.array(turn, { maxLength: 14 }), (turns) => {
        const entries = turns.flat();
        const logged = entries.map((e, i) => ({ at: `t${i}`, entry: e }));
        const r = replay(smc, setup, logged);
        sound(r.state);
        const refused = new Set(r.violations.map((v) => v.index));
        const accepted = logged.filter((_, i) => !refused.has(i));
        const again = replay(smc, setup, accepted);
        expect(again.violations).toEqual([]);
        expect(again.state).toEqual(r.state);
      }),
      { numRuns: 120 },
    );
  });
});
