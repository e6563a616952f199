import { describe, expect, test } from 'vitest';
import {
  advancedProduction,
  criticalResource,
  monopolyBonus,
  standardProduction,
  type ProductionBreakdown,
} from '../../../../src/engine/rulesets/smc/calc/production';
import { ERAS, type Era, type Resource } from '../../../../src/engine/rulesets/smc/vocab';
import { ADVANCE, advancedSetup, check, codes, must, player, settlement, standardSetup, stateWith } from './helpers';

const gold = (b: ProductionBreakdown, part: string): number => b.lines.filter((l) => l.part === part).reduce((s, l) => s + l.gold, 0);

describe('smc Critical Resource Table (standard and advanced production)', () => {
  // Every cell of the printed table: era x 2d6 total.
  const rows: [Era, number, Resource][] = [];
  const table: Record<Era, Resource[]> = {
    ancient: ['wine', 'horses', 'iron', 'gems', 'spices'],
    medieval: ['wine', 'gems', 'spices', 'iron', 'horses'],
    gunpowder: ['oil', 'gems', 'coal', 'iron', 'horses'],
    modern: ['coal', 'rare-metals', 'oil', 'oil', 'iron'],
  };
  const band = (t: number): number => (t <= 3 ? 0 : t <= 5 ? 1 : t <= 8 ? 2 : t <= 10 ? 3 : 4);
  for (const era of ERAS) for (let t = 2; t <= 12; t++) rows.push([era, t, table[era][band(t)] as Resource]);
  test.each(rows)('%s era, roll %i: %s', (era, total, resource) => {
    expect(criticalResource(era, total)).toBe(resource);
  });
  test('no resource for impossible totals', () => {
    expect(criticalResource('ancient', 1)).toBeNull();
    expect(criticalResource('ancient', 13)).toBeNull();
  });
});

describe('smc Standard Rules: Production Phase, the printed example (medieval era, roll 8 = spices)', () => {
  const critical = criticalResource('medieval', 8);
  const angela = standardProduction({
    settlements: [
      { size: 1, fertile: false },
      { size: 1, fertile: false },
      { size: 1, fertile: false },
    ],
    held: ['wine', 'wine', 'wine'],
    critical,
    technologies: 2,
  });
  const brad = standardProduction({
    settlements: [
      { size: 1, fertile: false },
      { size: 2, fertile: false },
      { size: 2, fertile: true },
    ],
    held: ['wine', 'spices'],
    critical,
    technologies: 4,
  });
  const chris = standardProduction({
    settlements: [
      { size: 2, fertile: false },
      { size: 2, fertile: false },
    ],
    held: ['oil'],
    critical,
    technologies: 4,
  });
  test.each([
    // [who, breakdown, city production, after critical, technology x resources, monopoly, collected]
    ['Angela: 3 wine villages, 2 technologies', angela, 3, 3, 2, 20, 25],
    ['Brad: 6 gold doubled by spices, 2 types x 4 technologies', brad, 6, 12, 8, 0, 20],
    ['Chris: two towns, oil, 4 technologies, 8 gold becomes the minimum 10', chris, 4, 4, 4, 0, 10],
  ] as const)('%s', (_who, b, cities, afterCritical, techRes, monopoly, total) => {
    expect(gold(b, 'cities')).toBe(cities);
    expect(gold(b, 'cities') + gold(b, 'critical')).toBe(afterCritical);
    expect(gold(b, 'technology-resources')).toBe(techRes);
    expect(gold(b, 'monopoly')).toBe(monopoly);
    expect(b.total).toBe(total);
  });
  test('every line cites the standard production rules', () => {
    for (const l of [...angela.lines, ...brad.lines, ...chris.lines]) {
      expect(l.cite.doc).toBe('smc');
      expect(l.cite.rule).toMatch(/^Standard Rules: /);
    }
    expect(chris.lines.at(-1)?.cite.rule).toBe('Standard Rules: Minimum Gold Production');
  });
});

describe('smc Standard Rules: City production by size, fertile land one size larger', () => {
  test.each([
    [1, false, 1],
    [2, false, 2],
    [3, false, 3],
    [4, false, 4],
    [1, true, 2],
    [4, true, 5], // "a metropolis in a fertile land region would produce five gold"
  ] as const)('size %i, fertile %s: %i gold', (size, fertile, expected) => {
    expect(gold(standardProduction({ settlements: [{ size, fertile }], held: [], critical: null, technologies: 0 }), 'cities')).toBe(expected);
  });
});

describe('smc Monopolies: 3/4/5 of a kind give 20/40/80 gold', () => {
  test.each([
    [1, 0],
    [2, 0],
    [3, 20],
    [4, 40],
    [5, 80],
    [6, 80], // beyond the printed five: the five-of-a-kind bonus (R-S6, proposed)
  ])('%i of a kind: %i gold', (n, bonus) => {
    expect(monopolyBonus(n)).toBe(bonus);
  });
  test('six of a kind: the 80-gold line cites the ruling that caps it (R-S6)', () => {
    const b = standardProduction({ settlements: [], held: Array<Resource>(6).fill('wine'), critical: null, technologies: 0 });
    expect(b.lines.find((l) => l.part === 'monopoly')).toMatchObject({ gold: 80, cite: { doc: 'smc', rule: 'Standard Rules: Monopolies', ruling: 'R-S6' } });
    const five = standardProduction({ settlements: [], held: Array<Resource>(5).fill('wine'), critical: null, technologies: 0 });
    expect(five.lines.find((l) => l.part === 'monopoly')?.cite).toEqual({ doc: 'smc', rule: 'Standard Rules: Monopolies' });
  });
  test('two monopolies both count', () => {
    const b = standardProduction({ settlements: [], held: ['iron', 'iron', 'iron', 'gems', 'gems', 'gems', 'gems'], critical: null, technologies: 0 });
    expect(gold(b, 'monopoly')).toBe(60);
  });
});

describe('smc Minimum Gold Production: never less than 10 gold', () => {
  test.each([
    [8, 10],
    [9, 10],
    [10, 10],
    [11, 11],
  ])('production %i collects %i', (cities, total) => {
    const settlements = Array.from({ length: cities }, () => ({ size: 1 as const, fertile: false }));
    const b = standardProduction({ settlements, held: [], critical: null, technologies: 0 });
    expect(b.subtotal).toBe(cities);
    expect(b.total).toBe(total);
  });
});

describe('smc Advanced Rules: Production Phase, the printed example (medieval, roll 8 = spices)', () => {
  const critical = criticalResource('medieval', 8);
  test.each([
    // City-card values as the example reads them off the cards (entered by the table, R-S1).
    ['Angela: 4 + 4 + 8 (granary), wine x3', [4, 4, 8], ['wine', 'wine', 'wine'], 16, 0, 3, 20, 39],
    ['Brad: 4 + 6 + 6, spices +15, two types', [4, 6, 6], ['wine', 'spices'], 16, 15, 6, 0, 37],
    ['Chris: 12 + 1, oil', [12, 1], ['oil'], 13, 0, 3, 0, 16],
  ] as const)('%s', (_who, values, held, cities, crit, resources, monopoly, total) => {
    const b = advancedProduction({ cityValues: values, held, critical });
    expect(gold(b, 'cities')).toBe(cities);
    expect(gold(b, 'critical')).toBe(crit);
    expect(gold(b, 'resources')).toBe(resources);
    expect(gold(b, 'monopoly')).toBe(monopoly);
    expect(b.total).toBe(total);
    expect(b.lines.find((l) => l.part === 'cities')?.source).toBe('table');
  });
});

describe('smc Production Phase entries: the roll is entered, each player collects once', () => {
  const setup = standardSetup();
  const base = stateWith(
    setup,
    { phase: 'production', era: 'medieval' },
    {
      angela: { settlements: [settlement('a1', 1, 'wine'), settlement('a2', 1, 'wine'), settlement('a3', 1, 'wine')], gold: 0 },
      brad: { settlements: [settlement('b1', 1, 'wine'), settlement('b2', 2, 'spices'), settlement('b3', 2, null, { fertile: true })], gold: 0 },
      chris: { settlements: [settlement('c1', 2), settlement('c2', 2, 'oil')], gold: 0 },
    },
  );
  test.each([
    [[7, 1], 1],
    [[3, 0], 2],
    [[-1, 9], 1],
  ] as const)('Critical Resource Table: a die showing %j is refused with its rule (a die has faces 1-6)', (dice, n) => {
    const refused = check(setup, base, { kind: 'critical-roll', dice });
    expect(codes(refused)).toContain('smc/production/die-out-of-range');
    expect(refused.find((v) => v.code === 'smc/production/die-out-of-range')?.params).toMatchObject({ n, max: 6 });
  });
  test('collecting before the roll is refused', () => {
    expect(codes(check(setup, base, { kind: 'produce', player: 'angela', cityValues: {} }))).toContain('smc/production/not-rolled');
  });
  test('the roll picks the critical resource; collection pays the gold; twice is refused', () => {
    const rolled = must(setup, base, { kind: 'critical-roll', dice: [3, 5] });
    expect(rolled.critical?.resource).toBe('spices');
    expect(codes(check(setup, rolled, { kind: 'critical-roll', dice: [1, 1] }))).toEqual(['smc/production/already-rolled']);
    const brad = must(setup, rolled, { kind: 'produce', player: 'brad', cityValues: {} });
    // No technologies in this scenario: 6 doubled = 12.
    expect(player(brad, 'brad').gold).toBe(12);
    expect(codes(check(setup, brad, { kind: 'produce', player: 'brad', cityValues: {} }))).toEqual(['smc/production/already-produced']);
    expect(codes(check(setup, brad, ADVANCE))).toEqual(['smc/phase/production-incomplete']);
    const all = must(setup, must(setup, brad, { kind: 'produce', player: 'angela', cityValues: {} }), { kind: 'produce', player: 'chris', cityValues: {} });
    expect(player(all, 'angela').gold).toBe(23);
    expect(player(all, 'chris').gold).toBe(10);
    expect(must(setup, all, ADVANCE).phase).toBe('purchase');
  });
  test('resources lent for the turn count for the holder, not the lender', () => {
    const trade = { ...base, phase: 'trade' as const };
    const lent = must(setup, trade, { kind: 'lend', from: 'brad', to: 'chris', region: 'b2' });
    const rolled = must(setup, must(setup, lent, ADVANCE), { kind: 'critical-roll', dice: [4, 4] });
    const chris = must(setup, rolled, { kind: 'produce', player: 'chris', cityValues: {} });
    const brad = must(setup, chris, { kind: 'produce', player: 'brad', cityValues: {} });
    expect(brad.produced.chris?.lines.some((l) => l.part === 'critical')).toBe(true);
    expect(brad.produced.brad?.lines.some((l) => l.part === 'critical')).toBe(false);
    // The card goes back at the end of the production phase.
    const done = must(setup, must(setup, brad, { kind: 'produce', player: 'angela', cityValues: {} }), ADVANCE);
    expect(done.loans).toEqual([]);
  });
  test('a card can be lent only once and only if it shows a resource', () => {
    const trade = { ...base, phase: 'trade' as const };
    const lent = must(setup, trade, { kind: 'lend', from: 'brad', to: 'chris', region: 'b2' });
    expect(codes(check(setup, lent, { kind: 'lend', from: 'brad', to: 'angela', region: 'b2' }))).toEqual(['smc/trade/already-lent']);
    expect(codes(check(setup, trade, { kind: 'lend', from: 'brad', to: 'chris', region: 'b3' }))).toEqual(['smc/trade/no-resource']);
    expect(codes(check(setup, base, { kind: 'lend', from: 'brad', to: 'chris', region: 'b2' }))).toEqual(['smc/phase/wrong-phase']);
  });
});

describe('smc Advanced Rules: City Production values are entered for every settlement', () => {
  const setup = advancedSetup();
  const s = stateWith(setup, { phase: 'production', critical: { dice: [1, 1], resource: 'wine' } });
  test('a missing value is refused, a value for a settlement not owned is refused', () => {
    const v = check(setup, s, { kind: 'produce', player: 'angela', cityValues: { 'angela-home-1': 3, 'brad-home-1': 2 } });
    expect(codes(v)).toEqual(['smc/production/city-value-missing', 'smc/settlement/not-owned']);
    expect(v[0]?.cite[0]).toMatchObject({ doc: 'smc', rule: 'Advanced Rules: City Production', ruling: 'R-S1' });
  });
  test('values in the standard rules are refused', () => {
    const std = standardSetup();
    const st = stateWith(std, { phase: 'production', critical: { dice: [1, 1], resource: 'wine' } });
    expect(codes(check(std, st, { kind: 'produce', player: 'angela', cityValues: { 'angela-home-1': 3 } }))).toEqual(['smc/rules/advanced-only']);
  });
  test('collected: values 3 + 2, no resources: 5, raised to the minimum 10', () => {
    const next = must(setup, s, { kind: 'produce', player: 'angela', cityValues: { 'angela-home-1': 3, 'angela-home-2': 2 } });
    expect(player(next, 'angela').gold).toBe(30);
  });
});
