/**
 * The screens' extra smc views (src/engine/rulesets/smc/views/{turn,forms,players}.ts): phase steps, the order of
 * play, a purchase priced by the engine's own run, the battle helper on the printed Orinoco
 * example, holdings, the gold ledger with turns, and each entry's turn and era.
 */
import { describe, expect, test } from 'vitest';
import type { BattleSide } from '../../../../src/engine/rulesets/smc/entries/types';
import { heldResources } from '../../../../src/engine/rulesets/smc/calc/production';
import { addUnits, noUnits } from '../../../../src/engine/rulesets/smc/state';
import { battlePreview, purchasePreview, unitLevels } from '../../../../src/engine/rulesets/smc/views/forms';
import { entryContexts, phaseSteps, turnOrder } from '../../../../src/engine/rulesets/smc/views/turn';
import { holdings, ledgerOf } from '../../../../src/engine/rulesets/smc/views/players';
import { tableEnteredScoreParts } from '../../../../src/engine/rulesets/smc/views';
import type { Era, UnitKind } from '../../../../src/engine/rulesets/smc/vocab';
import { ADVANCE, advancedSetup, settlement, standardSetup, stateWith } from './helpers';

const logged = (entries: readonly Parameters<typeof ledgerOf>[1][number]['entry'][]) =>
  entries.map((entry, i) => ({ at: `2026-01-01T00:00:${String(i).padStart(2, '0')}Z`, entry }));

describe('smc Turn Phases: movement, trade, production, purchase in order', () => {
  test.each([
    ['movement', ['current', 'later', 'later', 'later']],
    ['trade', ['done', 'current', 'later', 'later']],
    ['purchase', ['done', 'done', 'done', 'current']],
  ] as const)('in the %s phase', (phase, statuses) => {
    const setup = standardSetup();
    expect(phaseSteps(stateWith(setup, { phase })).map((s) => s.status)).toEqual(statuses);
  });
});

describe('smc Game Turn Sequence: the starting player first, then clockwise', () => {
  test.each([
    // Example (Set-Up): Angela starts; Brad sits to her left, Chris to Brad's left.
    ['angela', ['angela', 'brad', 'chris']],
    ['brad', ['brad', 'chris', 'angela']],
    ['chris', ['chris', 'angela', 'brad']],
  ] as const)('%s starts', (first, order) => {
    const setup = standardSetup();
    expect(turnOrder(stateWith(setup, { startingPlayer: first }))).toEqual(order);
  });
  test('an eliminated player is skipped (Advanced Rules: Losing Settlements)', () => {
    const setup = standardSetup();
    expect(turnOrder(stateWith(setup, { startingPlayer: 'brad' }, { chris: { eliminated: true } }))).toEqual(['brad', 'angela']);
  });
});

describe('smc Standard Rules: Purchase Phase priced by the engine before recording', () => {
  const setup = standardSetup();
  const at = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 40, settlements: [settlement('home', 1), settlement('hill', 2)] } });
  test.each([
    // Purchase Table, ancient era: army 5, fleet 10, settler 5; upgrade to a city 10; technology 10 x (owned + 1).
    [
      'two cavalry and a fleet',
      [
        { item: 'army', kind: 'cavalry', count: 2, technology: null },
        { item: 'fleet', count: 1, technology: null },
      ],
      20,
    ],
    [
      'a settler and two technologies (10 + 20)',
      [
        { item: 'settler', count: 1 },
        { item: 'technology', card: null, endRoll: null },
        { item: 'technology', card: null, endRoll: null },
      ],
      35,
    ],
    [
      'a village to a town and a town to a city',
      [
        { item: 'upgrade', region: 'home', technology: null },
        { item: 'upgrade', region: 'hill', technology: null },
      ],
      15,
    ],
  ] as const)('%s', (_name, items, price) => {
    const p = purchasePreview(setup, at, 'angela', items);
    expect(p).toEqual({ gold: 40, price, goldAfter: 40 - price, violations: [] });
  });
  test("more than the player has: no price, the engine's violation with its rule", () => {
    // 10 + 20 + 30 = 60 > 40 (Purchasing technologies: 10 x (owned + 1)).
    const items = [1, 2, 3].map(() => ({ item: 'technology', card: null, endRoll: null }) as const);
    const p = purchasePreview(setup, at, 'angela', items);
    expect(p.price).toBeNull();
    expect(p.violations.map((v) => [v.code, [v.cite].flat()[0]?.rule])).toEqual([['smc/purchase/not-enough-gold', 'Standard Rules: Purchasing technologies']]);
  });
  test('an empty purchase costs nothing', () => {
    expect(purchasePreview(setup, at, 'angela', [])).toEqual({ gold: 40, price: 0, goldAfter: 40, violations: [] });
  });
});

const side = (player: string, era: Era, unit: UnitKind, roll: number, aircraft: number | null = null): BattleSide => ({
  player,
  era,
  unit,
  level: 1,
  aircraft,
  roll,
  defendingSettlement: false,
});

describe('smc Standard Rules: How to resolve battles, the printed Orinoco example (modern era)', () => {
  const setup = standardSetup(['brad', 'chris']);
  let units = addUnits(addUnits(noUnits(), 'modern', 'cavalry', 2), 'modern', 'aircraft', 1);
  const brad = { units };
  units = addUnits(addUnits(addUnits(noUnits(), 'gunpowder', 'infantry', 1), 'gunpowder', 'artillery', 1), 'modern', 'cavalry', 1);
  const state = stateWith(setup, { era: 'modern' }, { brad, chris: { units } });
  test('round 1: tank + fighter roll 5 dice for 20; the cannon 3 dice + 4 (artillery beats cavalry) for 16 + 4 = 20: a tie', () => {
    const p = battlePreview(setup, state, side('brad', 'modern', 'cavalry', 20, 1), side('chris', 'gunpowder', 'artillery', 16), true);
    expect([p.attacker.min, p.attacker.max, p.attacker.total]).toEqual([5, 30, 20]);
    expect([p.defender.min, p.defender.max, p.defender.strength.modifiers.map((m) => [m.kind, m.value])]).toEqual([3, 18, [['battlefield', 4]]]);
    expect(p.defender.total).toBe(20);
    expect(p.loser).toBe('both');
  });
  test('round 2: tank against tank, 17 against 12: the defender loses', () => {
    expect(battlePreview(setup, state, side('brad', 'modern', 'cavalry', 17), side('chris', 'modern', 'cavalry', 12), true).loser).toBe('defender');
  });
  test('round 3: tank against musketeer, 13 + 4 = 17 against 12: the defender loses', () => {
    const p = battlePreview(setup, state, side('brad', 'modern', 'cavalry', 13), side('chris', 'gunpowder', 'infantry', 12), true);
    expect([p.attacker.total, p.defender.total, p.loser]).toEqual([17, 12, 'defender']);
  });
  test('before the dice are entered there is no loser; fleets cannot fight armies (Military Units)', () => {
    const p = battlePreview(setup, state, side('brad', 'modern', 'cavalry', 0), side('chris', 'modern', 'fleet', 0), false);
    expect([p.loser, p.attacker.total, p.canFight]).toEqual([null, null, false]);
  });
  test("advanced rules: the unit's name and levels come from the Military Units Strength Table", () => {
    const adv = advancedSetup('long', ['brad', 'chris']);
    const p = battlePreview(
      adv,
      stateWith(adv, { era: 'modern' }, { brad, chris: { units } }),
      { ...side('brad', 'modern', 'cavalry', 0), level: 2 },
      side('chris', 'gunpowder', 'artillery', 0),
      false,
    );
    expect(p.attacker.unitName).toBe('Modern Armor');
    expect([unitLevels('modern', 'aircraft'), unitLevels('ancient', 'artillery')]).toEqual([4, 1]);
  });
});

describe('smc gold ledger: every change with its entry and turn', () => {
  const setup = standardSetup(['angela', 'brad']);
  const entries = logged([
    { kind: 'explore', player: 'angela', event: { type: 'treasure' } },
    ADVANCE,
    { kind: 'give', from: 'angela', to: 'brad', gold: 7, technologies: [], wonders: [], settlements: [], settlers: 0, units: [] },
    ADVANCE,
    { kind: 'critical-roll', dice: [1, 1] },
    { kind: 'produce', player: 'angela', cityValues: {} },
    { kind: 'produce', player: 'brad', cityValues: {} },
    ADVANCE,
    { kind: 'purchase', player: 'brad', items: [{ item: 'settler', count: 1 }] },
    ADVANCE,
    { kind: 'explore', player: 'brad', event: { type: 'treasure' } },
  ]);
  test('treasure +10 (Exploration markers), a trade moves 7 both ways, production at least 10, a settler -5', () => {
    expect(ledgerOf(setup, entries, 'brad').map((l) => [l.turn, l.kind, l.delta, l.after])).toEqual([
      [1, 'give', 7, 27],
      [1, 'produce', 10, 37],
      [1, 'purchase', -5, 32],
      [2, 'explore', 10, 42],
    ]);
    expect(ledgerOf(setup, entries, 'angela').map((l) => l.after)).toEqual([30, 23, 33]);
    expect(ledgerOf(setup, entries)).toHaveLength(7);
  });
  test("each entry's turn, era and phase: the fourth phase end starts turn 2", () => {
    expect(entryContexts(setup, entries).map((c) => c.turn)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]);
    expect(entryContexts(setup, entries).every((c) => c.era === 'ancient')).toBe(true);
    // Turn Phases: the entries' phases in order; the fourth advance-phase is made in the purchase phase.
    expect(entryContexts(setup, entries).map((c) => c.phase)).toEqual([
      'movement',
      'movement',
      'trade',
      'trade',
      'production',
      'production',
      'production',
      'production',
      'purchase',
      'purchase',
      'movement',
    ]);
  });
});

describe('smc holdings per player', () => {
  test('units by era and kind, resource cards held including one lent in (Trade Phase)', () => {
    const setup = standardSetup(['angela', 'brad']);
    const s = stateWith(
      setup,
      { loans: [{ from: 'brad', to: 'angela', region: 'b1' }] },
      { angela: { settlements: [settlement('a1', 1, 'wine')] }, brad: { settlements: [settlement('b1', 2, 'iron'), settlement('b2', 1, 'gems')] } },
    );
    const [a, b] = holdings(s, (p) => heldResources(s, p));
    expect(a?.units).toEqual([{ era: 'ancient', kind: 'infantry', count: 2 }]);
    expect(a?.resources).toEqual(['wine', 'iron']);
    expect(b?.resources).toEqual(['gems']);
    expect([a?.gold, a?.settlers, a?.unitTotal]).toEqual([20, 2, 2]);
  });
});

describe('smc R-S1: score lines resting on printed card values the players typed in', () => {
  test.each([
    ['standard', standardSetup(), []],
    ['advanced', advancedSetup(), ['seminal', 'wonders']],
  ] as const)('%s rules', (_name, setup, parts) => {
    expect(tableEnteredScoreParts(setup)).toEqual(parts);
  });
});
