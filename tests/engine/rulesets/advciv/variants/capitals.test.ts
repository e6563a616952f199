import { describe, expect, test } from 'vitest';
import { advcivRuleset } from '../../../../../src/engine/rulesets/advciv/ruleset';
import { DEFAULT_SETTINGS } from '../../../../../src/engine/rulesets/advciv/settings';
import { cardsLeft, drawnStacksAllowed, stackSizes } from '../../../../../src/engine/rulesets/advciv/calc/deck';
import { tradeOrder } from '../../../../../src/engine/rulesets/advciv/calc/order';
import {
  CAPITAL_SITE,
  CAPITAL_SITES,
  CAPITALS_TRADE,
  checkCivilWarCapital,
  supplementalStacks,
  tradeCount,
} from '../../../../../src/engine/rulesets/advciv/variants/capitals';
import type { AdvCivState } from '../../../../../src/engine/rulesets/advciv/state';
import { calamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity';
import type { CalamitiesEntry } from '../../../../../src/engine/rulesets/advciv/entries/calamity-entry';
import type { NationId } from '../../../../../src/engine/rulesets/advciv/nations';
import { civilWarCapitalsOf, drawRows, stacksDrawn } from '../../../../../src/engine/rulesets/advciv/views/forms';
import { cards, check, codes, play, rules, setupOf, stateOf, EVERY_STACK_DRAWN } from '../helpers';

const WEST = ['africa', 'italy', 'crete'] as const;
const withCapitals = setupOf(WEST, {}, ['capitals']);
const without = setupOf(WEST);
const R = advcivRuleset(DEFAULT_SETTINGS, ['capitals']).ruleset;
const SIZES = stackSizes(R.stacks, R.commodities, R.calamities);

/** Cards out of each stack so that stack `s` has `left[s]` cards left (others untouched). */
function out(left: Readonly<Record<number, number>>): readonly number[] {
  return SIZES.map((size, i) => (left[i + 1] === undefined ? 0 : size - (left[i + 1] ?? 0)));
}

describe('capitals 2.1-2.18 the capital sites', () => {
  test('eighteen sites, each citing its own rule', () => {
    expect(CAPITAL_SITES).toHaveLength(18);
    expect(CAPITAL_SITES.map((s) => CAPITAL_SITE[s].cite.rule)).toEqual(CAPITAL_SITES.map((_, i) => `2.${i + 1}`));
    expect(CAPITAL_SITE.pataliputra.map).toBe('ganges');
  });
});

describe('capitals 4.1, 4.2 a capital city counts as two cities for trade cards (R-C1)', () => {
  const base = stateOf(withCapitals, { africa: { cities: 8, capitals: ['carthage', 'rome', 'knossos'] } });
  const africa = (s: AdvCivState) => s.players.find((p) => p.nation === 'africa')!;
  test.each([
    ['4.1 before anyone holds a civilization card: cities only', base, 8, 0],
    [
      '4.2 once someone holds one: 5 regular + 3 x 2 = 11',
      { ...base, players: base.players.map((p) => (p.nation === 'italy' ? { ...p, cards: cards('pottery') } : p)) },
      11,
      3,
    ],
  ])('%s', (_name, state, count, capitals) => {
    const c = tradeCount(R.tradeCards, state, africa(state));
    expect(c.count).toBe(count);
    expect(c.capitals).toBe(capitals);
    expect(c.cite.some((x) => x.doc === 'capitals' && x.rule === (capitals > 0 ? '4.2' : '4.1'))).toBe(true);
  });
  test('4.2 nine capitals give at most 18 cards: 9 principal, 9 supplemental', () => {
    const nine = CAPITAL_SITES.slice(0, 9);
    const s = stateOf(withCapitals, { africa: { cities: 9, capitals: nine, cards: cards('pottery') } });
    expect(tradeCount(R.tradeCards, s, africa(s)).count).toBe(18);
    expect(supplementalStacks(SIZES, s.stackOut, 9)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
  });
  test('the same player without the variant counts his cities only (27.2)', () => {
    const s = { ...base, players: base.players.map((p) => (p.nation === 'italy' ? { ...p, cards: cards('pottery') } : p)) };
    expect(tradeCount(undefined, s, africa(s)).count).toBe(8);
  });
  test('a capital lost since it was entered counts only as far as cities remain', () => {
    const s = stateOf(withCapitals, { africa: { cities: 2, capitals: ['carthage', 'rome', 'knossos'], cards: cards('pottery') } });
    expect(tradeCount(R.tradeCards, s, africa(s)).count).toBe(4);
  });
  test('27.1 with capitals the draw order counts capitals twice too', () => {
    const s = stateOf(withCapitals, {
      africa: { cities: 5, capitals: ['carthage', 'rome', 'knossos'], cards: cards('pottery') },
      italy: { cities: 6 },
      crete: { cities: 1 },
    });
    expect(tradeOrder(R, s).map((r) => [r.nation, r.count])).toEqual([
      ['crete', 1],
      ['italy', 6],
      ['africa', 8],
    ]);
    const plain = stateOf(without, {
      africa: { cities: 5, capitals: ['carthage', 'rome', 'knossos'], cards: cards('pottery') },
      italy: { cities: 6 },
      crete: { cities: 1 },
    });
    expect(tradeOrder(advcivRuleset(DEFAULT_SETTINGS, []).ruleset, plain).map((r) => r.nation)).toEqual(['crete', 'africa', 'italy']);
  });
});

describe('capitals 5.5 example: principal and supplemental phases (5.1-5.4, R-C1)', () => {
  // 3 capitals (two each) + 5 regular cities = 11. The 8 stack is exhausted before his turn; the 7
  // stack has one card left, which he takes; he buys a gold card for 18.
  const start = stateOf(
    withCapitals,
    { africa: { cities: 8, capitals: ['carthage', 'rome', 'knossos'], treasury: 20 }, italy: { cards: cards('pottery') } },
    { stackOut: out({ 8: 0, 7: 1 }) },
  );
  test('principal phase: nine stacks, less the exhausted 8; he buys one gold card', () => {
    expect(codes(check(withCapitals, start, { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3, 4, 5, 6, 7, 8, 9], bought: 1 }))).toEqual([
      'trade/wrong-stacks',
    ]);
    expect(check(withCapitals, start, { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3, 4, 5, 6, 7, 9], bought: 1 })).toEqual([]);
  });
  const afterPrincipal = play(withCapitals, start, [{ kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3, 4, 5, 6, 7, 9], bought: 1 }]);
  test('after the principal phase the 8 and 7 stacks are exhausted and 18 treasury is spent', () => {
    expect(afterPrincipal.stackOut[7]).toBe(SIZES[7]);
    expect(afterPrincipal.stackOut[6]).toBe(SIZES[6]);
    expect(afterPrincipal.players.find((p) => p.nation === 'africa')?.treasury).toBe(2);
  });
  test('supplemental phase: 11 - 9 = 2 cards, a 9 and a 6 (the 8 and 7 stacks are skipped)', () => {
    expect(codes(check(withCapitals, afterPrincipal, { kind: 'trade-cards', nation: 'africa', stacks: [9, 8], bought: 0, round: 'supplemental' }))).toEqual([
      'trade/wrong-stacks',
    ]);
    const done = play(withCapitals, afterPrincipal, [{ kind: 'trade-cards', nation: 'africa', stacks: [9, 6], bought: 0, round: 'supplemental' }]);
    expect(done.draws.filter((d) => d.nation === 'africa').map((d) => d.stacks)).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 9],
      [9, 6],
    ]);
  });
  test('the same table without the variant: 8 cities draw stacks 1-7 and there is no supplemental phase', () => {
    const plain = stateOf(
      without,
      { africa: { cities: 8, capitals: ['carthage', 'rome', 'knossos'], treasury: 20 }, italy: { cards: cards('pottery') } },
      { stackOut: out({ 8: 0, 7: 1 }) },
    );
    expect(check(without, plain, { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3, 4, 5, 6, 7], bought: 1 })).toEqual([]);
    const after = play(without, plain, [{ kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3, 4, 5, 6, 7], bought: 1 }]);
    const v = check(without, after, { kind: 'trade-cards', nation: 'africa', stacks: [9, 6], bought: 0, round: 'supplemental' });
    expect(codes(v)).toEqual(['capitals/variant-off']);
  });
});

describe('capitals 5.0-5.2 the supplemental round', () => {
  const s = stateOf(withCapitals, { africa: { cities: 9, capitals: ['carthage'], cards: cards('pottery'), treasury: 18 }, italy: { cities: 2 } });
  test.each([
    ['5.0 not before every principal draw is made', s, 'africa', 'capitals/supplemental-early', '5.0'],
    [
      '5.2 only for a count above nine',
      play(withCapitals, s, [
        { kind: 'trade-cards', nation: 'italy', stacks: [1, 2], bought: 0 },
        { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3, 4, 5, 6, 7, 8, 9], bought: 0 },
      ]),
      'italy',
      'capitals/no-supplemental',
      '5.2',
    ],
  ] as const)('%s', (_name, state, nation, code, rule) => {
    const v = check(withCapitals, state, { kind: 'trade-cards', nation, stacks: [9], bought: 0, round: 'supplemental' });
    expect(codes(v)).toEqual([code]);
    expect(rules(v)).toEqual([rule]);
  });
  test('5.1 gold cards are bought in the principal phase, not the supplemental one', () => {
    const after = play(withCapitals, s, [
      { kind: 'trade-cards', nation: 'italy', stacks: [1, 2], bought: 0 },
      { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3, 4, 5, 6, 7, 8, 9], bought: 0 },
    ]);
    expect(codes(check(withCapitals, after, { kind: 'trade-cards', nation: 'africa', stacks: [9], bought: 1, round: 'supplemental' }))).toEqual([
      'capitals/supplemental-purchase',
    ]);
    expect(codes(check(withCapitals, after, { kind: 'trade-cards', nation: 'africa', stacks: [9], bought: 0, round: 'supplemental' }))).toEqual([]);
  });
});

describe('capitals 2, 4.0 capital sites entered with the cities (R-G2)', () => {
  const s = stateOf(withCapitals, { africa: { cities: 2 }, italy: { cities: 2 }, crete: { cities: 1 } });
  test.each([
    ['2 one site, one holder', { africa: ['rome'] as const, italy: ['rome'] as const }, { africa: 2, italy: 2, crete: 1 }, 'capitals/site-twice'],
    ['4.0 no more capitals than cities', { crete: ['knossos', 'athens'] as const }, { africa: 2, italy: 2, crete: 1 }, 'capitals/more-than-cities'],
  ])('%s', (_name, capitals, cities, code) => {
    expect(codes(check(withCapitals, s, { kind: 'cities', cities, capitals }))).toEqual([code]);
  });
  test('the sites are kept on the player', () => {
    const after = play(withCapitals, s, [
      { kind: 'cities', cities: { africa: 2, italy: 2, crete: 1 }, capitals: { africa: ['carthage', 'rome'], crete: ['knossos'] } },
    ]);
    expect(after.players.map((p) => p.capitals ?? [])).toEqual([['carthage', 'rome'], [], ['knossos']]);
  });
  test('without the variant, capital sites are refused', () => {
    expect(
      codes(
        check(without, stateOf(without, { africa: { cities: 2 } }), {
          kind: 'cities',
          cities: { africa: 2, italy: 0, crete: 0 },
          capitals: { africa: ['carthage'] },
        }),
      ),
    ).toEqual(['capitals/variant-off']);
  });
});

describe('capitals 4.3 a Civil War victim flips at least one capital into the first faction', () => {
  test.each([
    ['with a capital, none in the first faction', 2, 0, ['capitals/civil-war-capital']],
    ['with a capital, one in the first faction', 2, 1, []],
    ['with no capital, nothing to flip', 0, 0, []],
  ])('%s', (_name, held, inFirst, expected) => {
    expect(codes(checkCivilWarCapital(held, inFirst))).toEqual(expected);
  });
});

describe('capitals 4.3 through the calamity entry: Civil War with a capital city', () => {
  // Five players; Egypt (5 cities, 2 of them capitals, 20 tokens) holds Civil War; Africa has most in stock.
  const FIVE_EAST: readonly NationId[] = ['africa', 'italy', 'crete', 'babylon', 'egypt'];
  const setupFor = (variants: readonly 'capitals'[]) => setupOf(FIVE_EAST, {}, variants);
  const state = (variants: readonly 'capitals'[], pottery: boolean): AdvCivState =>
    stateOf(
      setupFor(variants),
      {
        egypt: { cities: 5, capitals: ['memphis', 'thebes'], stock: null },
        africa: { cities: 1, stock: null, ...(pottery ? { cards: cards('pottery') } : {}) },
        italy: { cities: 3, stock: null },
        crete: { cities: 4, stock: null },
        babylon: { cities: 4, stock: null },
      },
      { phase: 'trade', draws: EVERY_STACK_DRAWN },
    );
  const cw = (capitalsInFirst?: number): CalamitiesEntry => ({
    kind: 'calamities',
    held: [{ calamity: 'civil-war', holder: 'egypt', tradedBy: null }],
    tokens: { africa: 10, italy: 20, crete: 20, babylon: 20, egypt: 20 },
    resolutions: [
      {
        calamity: 'civil-war',
        civilWar: {
          primarySelects: { cities: 3, tokens: 0 },
          beneficiarySelects: { cities: 1, tokens: 15 },
          retained: 'second',
          ...(capitalsInFirst === undefined ? {} : { capitalsInFirst }),
        },
      },
    ],
  });
  const codesOf = (variants: readonly 'capitals'[], pottery: boolean, e: CalamitiesEntry) =>
    calamities.validate(state(variants, pottery), e, setupFor(variants)).map((v) => v.code);
  test.each([
    ['4.3 no capital in the first faction is refused', ['capitals'] as const, true, undefined, ['capitals/civil-war-capital']],
    ['4.3 one capital in the first faction', ['capitals'] as const, true, 1, []],
    ['4.1 before anyone holds a civilization card, capitals have no effect', ['capitals'] as const, false, undefined, []],
    ['base rules: the same Civil War without the variant', [] as const, true, undefined, []],
  ])('%s', (_name, variants, pottery, inFirst, expected) => {
    expect(codesOf(variants, pottery, cw(inFirst))).toEqual(expected);
  });
});

describe('capitals 4.3 the form asks for capitals in the first faction only when the victim has one (civilWarCapitalsOf)', () => {
  const FIVE_EAST: readonly NationId[] = ['africa', 'italy', 'crete', 'babylon', 'egypt'];
  const state = (variants: readonly 'capitals'[], pottery: boolean): AdvCivState =>
    stateOf(
      setupOf(FIVE_EAST, {}, variants),
      {
        egypt: { cities: 5, capitals: ['memphis', 'thebes'], stock: null },
        africa: { cities: 1, stock: null, ...(pottery ? { cards: cards('pottery') } : {}) },
        italy: { cities: 3, stock: null },
        crete: { cities: 4, stock: null },
        babylon: { cities: 4, stock: null },
      },
      { phase: 'trade', draws: EVERY_STACK_DRAWN },
    );
  test.each([
    ['4.3 Egypt holds two capitals', ['capitals'] as const, true, 'egypt', 2],
    ['4.3 Italy holds none', ['capitals'] as const, true, 'italy', 0],
    ['4.1 before anyone holds a civilization card', ['capitals'] as const, false, 'egypt', 0],
    ['base rules: no capitals', [] as const, true, 'egypt', 0],
  ] as const)('%s', (_name, variants, pottery, nation, n) => {
    expect(civilWarCapitalsOf(setupOf(FIVE_EAST, {}, variants), state(variants, pottery), nation)).toBe(n);
  });
});

test('the overlay sets the trade-card rules only with the variant', () => {
  expect(R.tradeCards).toBe(CAPITALS_TRADE);
  expect(advcivRuleset(DEFAULT_SETTINGS, []).ruleset.tradeCards).toBeUndefined();
});

describe('capitals 5.3, 5.4 with advciv 27.21: a stack a sealed hand may have emptied in the supplemental round', () => {
  // 5 regular cities + 3 capitals = 11: two supplemental cards (5.2). Sealed hands (31.71) may hold the
  // last card of a stack: `stackOut` counts it left, `stackOutMax` counts it gone.
  const supplementalOf = (cities: number, left: Readonly<Record<number, number>>, leftIfFull: Readonly<Record<number, number>>) =>
    stateOf(
      withCapitals,
      { africa: { cities, capitals: ['carthage', 'rome', 'knossos'] }, italy: { cards: cards('pottery') } },
      { stackOut: out(left), stackOutMax: out(leftIfFull), draws: [{ nation: 'africa', stacks: [1, 2, 3, 4, 5, 6, 7, 8, 9], bought: 0 }] },
    );
  const draw = (stacks: number[]) => ({ kind: 'trade-cards', nation: 'africa', stacks, bought: 0, round: 'supplemental' }) as const;
  const row = (s: AdvCivState) => drawRows(withCapitals, s, ['africa']).find((r) => r.round === 'supplemental');

  test('5.3, 5.4, 27.21 stack 9 in doubt: 9 and 8, or 8 and 7 if it is empty; nothing else', () => {
    const s = supplementalOf(8, { 9: 1 }, { 9: 0 });
    expect(drawnStacksAllowed([8, 7], [9, 8], [8, 7], 'supplemental')).toBe(true);
    expect(drawnStacksAllowed([8], [9], [8], 'supplemental')).toBe(true);
    expect(codes(check(withCapitals, s, draw([9, 8])))).toEqual([]);
    expect(codes(check(withCapitals, s, draw([8, 7])))).toEqual([]);
    for (const wrong of [[9, 7], [8], [8, 7, 6], [7, 6], [9, 8, 7]]) expect(codes(check(withCapitals, s, draw(wrong)))).toEqual(['trade/wrong-stacks']);
  });
  test('5.3, 5.4, 27.21 stacks 9, 8 and 7 in doubt: any of them may be skipped, never 6 or 5', () => {
    const s = supplementalOf(8, { 9: 1, 8: 1, 7: 1 }, { 9: 0, 8: 0, 7: 0 });
    for (const right of [
      [9, 8],
      [9, 7],
      [9, 6],
      [8, 6],
      [7, 6],
      [6, 5],
    ])
      expect(codes(check(withCapitals, s, draw(right)))).toEqual([]);
    for (const wrong of [[7, 5], [9, 5], [6], [9, 8, 7]]) expect(codes(check(withCapitals, s, draw(wrong)))).toEqual(['trade/wrong-stacks']);
  });
  test('5.2, 5.4, 27.21 fewer than owed only when every stack left is drawn: 7 surely has cards', () => {
    // 6 regular + 3 capitals = 12: three cards; stacks 1-6 are exhausted, 9 and 8 in doubt.
    const gone = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
    const s = supplementalOf(9, { ...gone, 9: 1, 8: 1 }, { ...gone, 9: 0, 8: 0 });
    for (const right of [[9, 8, 7], [9, 7], [8, 7], [7]]) expect(codes(check(withCapitals, s, draw(right)))).toEqual([]);
    for (const wrong of [[9, 8], [9], []]) expect(codes(check(withCapitals, s, draw(wrong)))).toEqual(['trade/wrong-stacks']);
  });
  test('27.21 the supplemental draw form offers the stacks in doubt, and ticking them empty draws the next ones down (5.3, 5.4)', () => {
    const one = row(supplementalOf(8, { 9: 1 }, { 9: 0 }));
    expect(one).toMatchObject({ stacks: [9, 8], inDoubt: [9] });
    expect(one && stacksDrawn(one, [])).toEqual([9, 8]);
    expect(one && stacksDrawn(one, [9])).toEqual([8, 7]);
    const three = row(supplementalOf(8, { 9: 1, 8: 1, 7: 1 }, { 9: 0, 8: 0, 7: 0 }));
    expect(three).toMatchObject({ stacks: [9, 8], inDoubt: [9, 8, 7] });
    expect(three && stacksDrawn(three, [9, 8])).toEqual([7, 6]);
    expect(three && stacksDrawn(three, [8])).toEqual([9, 7]);
    expect(row(supplementalOf(8, { 9: 1 }, { 9: 1 }))?.inDoubt).toBeUndefined();
  });
  test('5.4, 27.21 a stack in doubt the supplemental draw skipped above his lowest stack is empty for the turn', () => {
    const r = advcivRuleset(DEFAULT_SETTINGS, ['capitals']).ruleset;
    const sizes = stackSizes(r.stacks, r.commodities, r.calamities);
    const left = (st: AdvCivState) => [9, 8, 7, 6].map((n) => cardsLeft(sizes, st.stackOut, n));
    const s = supplementalOf(8, { 9: 2, 8: 2, 7: 2 }, { 9: 0, 8: 0, 7: 0 });
    // 9 drawn, 8 ticked empty, 7 drawn: stack 8 is known empty, 6 is untouched.
    expect(left(play(withCapitals, s, [draw([9, 7])]))).toEqual([1, 0, 1, left(s)[3]]);
    // 9 and 8 ticked empty.
    expect(left(play(withCapitals, s, [draw([7, 6])]))).toEqual([0, 0, 1, (left(s)[3] ?? 0) - 1]);
    // Drawn from the top as if full: nothing is learned.
    expect(left(play(withCapitals, s, [draw([9, 8])]))).toEqual([1, 1, 2, left(s)[3]]);
  });
  test('27.21 the principal draw form is unchanged: the stack in doubt ticked empty is left out', () => {
    const s = { ...supplementalOf(8, { 9: 1 }, { 9: 0 }), draws: [] };
    const principal = drawRows(withCapitals, s, ['africa']).find((r) => r.round === undefined);
    expect(principal).toMatchObject({ stacks: [1, 2, 3, 4, 5, 6, 7, 8, 9], inDoubt: [9] });
    expect(principal && stacksDrawn(principal, [9])).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
