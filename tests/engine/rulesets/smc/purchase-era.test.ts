/**
 * Purchases carry the era bought, and the era rules decide what may be bought (smc Standard Rules:
 * Purchasing military units, Purchasing technologies, The Eras; Advanced Rules: Purchasing Military
 * Units, Purchasing City Improvements, The Eras).
 */
import { describe, expect, test } from 'vitest';
import type { SmcEntry } from '../../../../src/engine/rulesets/smc/entries/types';
import type { OwnedTechnology } from '../../../../src/engine/rulesets/smc/state';
import type { Era } from '../../../../src/engine/rulesets/smc/vocab';
import { advancedSetup, card, check, codes, must, player, settlement, standardSetup, stateWith } from './helpers';

const techs = (era: Era, n: number): OwnedTechnology[] => Array.from({ length: n }, (_, i) => ({ id: `${era}-${i + 1}`, era, card: null, how: 'purchase' }));
const buy = (items: Extract<SmcEntry, { kind: 'purchase' }>['items'], who = 'angela'): SmcEntry => ({ kind: 'purchase', player: who, items });
const rulesOf = (vs: ReturnType<typeof check>) => vs.flatMap((v) => v.cite.map((c) => c.rule));

describe('smc Standard Rules: Purchasing military units: "You can only purchase military units of the current era"', () => {
  const setup = standardSetup();
  // The printed example: "during the medieval era you can only purchase men-at-arms, knights, catapults, and caravels".
  const s = stateWith(setup, { phase: 'purchase', era: 'medieval' }, { angela: { gold: 100 } });
  test.each([
    ['medieval', 'army', []],
    ['ancient', 'army', ['smc/purchase/not-current-era']],
    ['gunpowder', 'army', ['smc/purchase/not-current-era']],
    ['medieval', 'fleet', []],
    ['ancient', 'fleet', ['smc/purchase/not-current-era']],
  ] as const)('a %s %s in the medieval era: %j', (era, item, expected) => {
    const line = item === 'army' ? { item, kind: 'cavalry' as const, count: 1, technology: null, era } : { item, count: 1, technology: null, era };
    expect(codes(check(setup, s, buy([line])))).toEqual(expected);
  });
  test('the refusal names the rule and the eras', () => {
    const vs = check(setup, s, buy([{ item: 'army', kind: 'infantry', count: 1, technology: null, era: 'ancient' }]));
    expect(rulesOf(vs)).toEqual(['Standard Rules: Purchasing military units']);
    expect(vs[0]?.params).toEqual({ index: 0, bought: 'army', era: 'ancient', current: 'medieval' });
  });
  test('a medieval knight is priced at the medieval 10 and counted as a medieval unit', () => {
    const after = must(setup, s, buy([{ item: 'army', kind: 'cavalry', count: 1, technology: null, era: 'medieval' }]));
    expect([player(after, 'angela').gold, player(after, 'angela').units.medieval.cavalry]).toEqual([90, 1]);
  });
});

describe('smc Standard Rules: Purchasing technologies: the old era until the end of the turn, the new one from the next purchase phase', () => {
  const setup = standardSetup();
  // Angela owns two ancient technologies; her third ends the ancient era (The Eras, R-S2).
  const s = stateWith(setup, { phase: 'purchase' }, { angela: { gold: 200, technologies: techs('ancient', 2) }, brad: { gold: 200 } });
  const third = must(setup, s, buy([{ item: 'technology', card: null, endRoll: null, era: 'ancient' }]));
  test('the third ancient technology ends the era; the era stays ancient for the rest of the turn', () => {
    expect(third.eraEnd).toEqual({ player: 'angela', trigger: 'third-technology' });
    expect(third.era).toBe('ancient');
  });
  test('"The technologies from the old era may be purchased until the end of the turn": Brad buys an ancient one', () => {
    const after = must(setup, third, buy([{ item: 'technology', card: null, endRoll: null, era: 'ancient' }], 'brad'));
    expect(player(after, 'brad').technologies.map((t) => t.era)).toEqual(['ancient']);
  });
  test('"you can purchase the new era\'s technologies on the purchase phase of the next game turn": not this turn', () => {
    const vs = check(setup, third, buy([{ item: 'technology', card: null, endRoll: null, era: 'medieval' }], 'brad'));
    expect(codes(vs)).toEqual(['smc/technology/new-era-next-turn']);
    expect(rulesOf(vs)).toEqual(['Standard Rules: Purchasing technologies', 'Standard Rules: The Eras']);
    expect(vs[0]?.params).toEqual({ index: 0, era: 'medieval', current: 'ancient' });
  });
  test('"You can only purchase technologies from the current era": a medieval one before the era ends, an ancient one after', () => {
    expect(codes(check(setup, s, buy([{ item: 'technology', card: null, endRoll: null, era: 'medieval' }])))).toEqual(['smc/purchase/not-current-era']);
    const medieval = stateWith(setup, { phase: 'purchase', era: 'medieval' }, { angela: { gold: 200 } });
    const vs = check(setup, medieval, buy([{ item: 'technology', card: null, endRoll: null, era: 'ancient' }]));
    expect(codes(vs)).toEqual(['smc/purchase/not-current-era']);
    expect(rulesOf(vs)).toEqual(['Standard Rules: Purchasing technologies']);
  });
  test('a line recorded without an era is a purchase of the era in play (records made before the era was entered)', () => {
    expect(check(setup, third, buy([{ item: 'technology', card: null, endRoll: null }], 'brad'))).toEqual([]);
  });
});

describe('smc Advanced Rules: units and improvements of "the same era you are playing", until the era ends at the end of the turn', () => {
  const setup = advancedSetup();
  const owned = (name: string, era: Era): OwnedTechnology => ({ id: name, era, card: card(name, era, 40), how: 'purchase' });
  const s = stateWith(
    setup,
    { phase: 'purchase' },
    {
      angela: { gold: 300, technologies: [owned('Bronze Working', 'ancient'), owned('Feudalism', 'medieval')], settlements: [settlement('angela-home-1', 4)] },
    },
  );
  test('Angela buys the first medieval technology: the ancient era ends at the end of this turn', () => {
    const next = must(setup, s, buy([{ item: 'technology', card: card('Monarchy', 'medieval', 50), endRoll: null }]));
    expect(next.eraEnd?.trigger).toBe('next-era-technology');
    // Units of the new era only from the next turn: a man-at-arms now is refused.
    const vs = check(setup, next, buy([{ item: 'army', kind: 'infantry', count: 1, technology: 'Feudalism', era: 'medieval' }]));
    expect(codes(vs)).toEqual(['smc/purchase/not-current-era']);
    expect(rulesOf(vs)).toEqual(['Advanced Rules: Purchasing Military Units']);
    expect(check(setup, next, buy([{ item: 'army', kind: 'infantry', count: 1, technology: 'Bronze Working', era: 'ancient' }]))).toEqual([]);
  });
  test('"You can only purchase city improvements of the current era"', () => {
    const vs = check(setup, s, buy([{ item: 'improvement', name: 'Granary', technology: 'Bronze Working', era: 'medieval' }]));
    expect(codes(vs)).toEqual(['smc/purchase/not-current-era']);
    expect(rulesOf(vs)).toEqual(['Advanced Rules: Purchasing City Improvements']);
    expect(check(setup, s, buy([{ item: 'improvement', name: 'Granary', technology: 'Bronze Working', era: 'ancient' }]))).toEqual([]);
  });
});
