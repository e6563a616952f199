/**
 * Late arrivals (advciv 15.5): joining a game in progress (15.51) and entering as the beneficiary of
 * a Civil War with the victim's cards and A.S.T. position (15.52); variant 39.9's equal factions
 * (15.54-15.59). Each scenario runs with and without the rule that makes the difference.
 */
import { describe, expect, test } from 'vitest';
import type { AdvCivEntry } from '../../../../../src/engine/rulesets/advciv/entries';
import { explainCalamities } from '../../../../../src/engine/rulesets/advciv/entries/calamity-resolution';
import type { CivilWarDeclaration } from '../../../../../src/engine/rulesets/advciv/entries/calamity-entry';
import {
  bestSplit,
  isEqualSplit,
  joinOptions,
  lateArrivalPrimarySelects,
  LATE_ARRIVAL_VIOLATIONS,
  parseJoinEntry,
} from '../../../../../src/engine/rulesets/advciv/late-arrivals';
import { parseAdvCivEntry } from '../../../../../src/engine/rulesets/advciv/parse';
import type { CardId } from '../../../../../src/engine/rulesets/advciv/cards';
import { NATIONS, type NationId } from '../../../../../src/engine/rulesets/advciv/nations';
import { advcivRuleset } from '../../../../../src/engine/rulesets/advciv/ruleset';
import { DEFAULT_SETTINGS } from '../../../../../src/engine/rulesets/advciv/settings';
import type { AdvCivState } from '../../../../../src/engine/rulesets/advciv/state';
import type { VariantId } from '../../../../../src/engine/rulesets/advciv/variants';
import { en, da } from '../../../../../src/ui/messages/catalog';
import { priceListView } from '../../../../../src/engine/rulesets/advciv/views';
import { check, codes, play, replayAll, rules } from '../helpers';
import { parseRecord } from '../../../../../src/engine/record';
import { LATE_ENTRIES, LATE_RECORD, LATE_SETUP } from './late-arrivals-record';
import { calamityEntry, held, setupWith, tradePhase } from './scenario';

const join = (name: string, nation?: NationId): AdvCivEntry => (nation === undefined ? { kind: 'join', name } : { kind: 'join', name, nation });

/** Turn 4, trading over: Egypt has 5 cities and 30 tokens on the board (55 unit points), A.S.T. 5, the cards given. */
function egyptAtWar(variants: readonly VariantId[], egyptCards: readonly CardId[] = ['pottery', 'mysticism']) {
  const setup = setupWith(variants);
  const base = tradePhase(setup, { egypt: 5 }, { egypt: egyptCards });
  const state: AdvCivState = { ...base, turn: 4, players: base.players.map((p) => (p.nation === 'egypt' ? { ...p, ast: 5 } : p)) };
  return { setup, state };
}
const war = (setup: ReturnType<typeof setupWith>, d: CivilWarDeclaration) =>
  calamityEntry(setup, [held('civil-war', 'egypt')], [{ calamity: 'civil-war', civilWar: d }], {
    tokens: { africa: 20, italy: 20, crete: 20, babylon: 20, egypt: 30 },
  });
// 30.4121 / 30.4123: Egypt selects 1 city + 10 tokens, the beneficiary 2 cities + 10 tokens; Egypt keeps the first faction.
const BASE_SPLIT: CivilWarDeclaration = { primarySelects: { cities: 1, tokens: 10 }, beneficiarySelects: { cities: 2, tokens: 10 }, retained: 'first' };

describe('advciv 15.51 a late arrival selects an unused nation and waits for a Civil War', () => {
  test.each([
    ['15.51 an unused nation', [], 'thrace', []],
    ['15.51 a nation in play is refused', [], 'egypt', ['late-arrival/nation-in-play']],
    ['15.51 no nation without 38.1 (not all nine in play)', [], undefined, ['late-arrival/nation-required']],
    ['38.1 15.52 a counterpart is never chosen, it is made at the Civil War', ['38.1'], 'egypt-ii', ['late-arrival/counterpart-chosen']],
    ['38.1 15.51 with nations unused, an unused nation is still required', ['38.1'], undefined, ['late-arrival/nation-required']],
  ] as const)('%s', (_name, variants, nation, expected) => {
    const { setup, state } = egyptAtWar(variants);
    expect(codes(check(setup, state, join('Dana', nation)))).toEqual(expected);
  });
  test('15.51 two late arrivals cannot wait for the same nation', () => {
    const { setup, state } = egyptAtWar([]);
    const s = play(setup, state, [join('Dana', 'thrace')]);
    expect(s.waiting).toEqual([{ name: 'Dana', nation: 'thrace' }]);
    expect(codes(check(setup, s, join('Eve', 'thrace')))).toEqual(['late-arrival/nation-in-play']);
  });
  test('16.7 with 16.12: in a three-player game only the western nations can be chosen', () => {
    const setup = setupWith([], ['africa', 'italy', 'crete']);
    const state = tradePhase(setup, {});
    const v = check(setup, state, join('Dana', 'assyria'));
    expect(codes(v)).toEqual(['late-arrival/nation-unavailable']);
    expect(rules(v)).toEqual(['16.7', '16.12']);
    expect(codes(check(setup, state, join('Dana', 'illyria')))).toEqual([]);
  });
  test('15.51, 16.12 the join form offers the unused nations the panels allow; 38.1 with all nine in play offers the counterpart', () => {
    const { setup, state } = egyptAtWar([]);
    const pc = (variants: readonly VariantId[]) => advcivRuleset(DEFAULT_SETTINGS, variants).ruleset.playerCounts;
    expect(joinOptions(state, setup, pc([]))).toEqual({ nations: ['illyria', 'thrace', 'asia', 'assyria'], counterpart: false });
    const three = setupWith([], ['africa', 'italy', 'crete']);
    expect(joinOptions(tradePhase(three, {}), three, pc([])).nations).toEqual(['illyria', 'thrace']);
    const nine = setupWith(['38.1'], NATIONS);
    expect(joinOptions(tradePhase(nine, {}), nine, pc(['38.1']))).toEqual({ nations: [], counterpart: true });
    const nineBase = setupWith(['38.2'], NATIONS);
    expect(joinOptions(tradePhase(nineBase, {}), nineBase, pc(['38.2']))).toEqual({ nations: [], counterpart: false });
  });
  test('15.51 joining is recorded in any phase and parses back from the record', () => {
    expect(parseAdvCivEntry({ kind: 'join', name: 'Dana', nation: 'thrace' })).toEqual({ ok: true, value: { kind: 'join', name: 'Dana', nation: 'thrace' } });
    expect(parseJoinEntry({ kind: 'join', name: 'Dana' })).toEqual({ ok: true, value: { kind: 'join', name: 'Dana' } });
    expect(parseAdvCivEntry({ kind: 'join', name: 'Dana', nation: 'atlantis' }).ok).toBe(false);
  });
});

describe("advciv 15.52 the late arrival is the Civil War beneficiary and takes the victim's cards and A.S.T. position", () => {
  test("15.52 with a late arrival waiting: Thrace enters with the annexed faction, Egypt's cards and A.S.T. 5; without: Africa annexes (30.411)", () => {
    const { setup, state } = egyptAtWar([]);
    const waiting = play(setup, state, [join('Dana', 'thrace')]);
    const after = play(setup, waiting, [war(setup, BASE_SPLIT)]);
    const thrace = after.players.find((p) => p.nation === 'thrace');
    expect(thrace).toMatchObject({ name: 'Dana', status: 'active', cities: 2, stock: 47 - 10, ast: 5, treasury: 0 });
    // 31.53 (ruling): acquired this turn, so no credits until the next turn.
    expect(thrace?.cards).toEqual({ pottery: 4, mysticism: 4 });
    // The victim keeps his cards and A.S.T. position (15.52, 30.415).
    expect(after.players.find((p) => p.nation === 'egypt')).toMatchObject({ cities: 3, ast: 5, cards: { pottery: 0, mysticism: 0 } });
    expect(after.waiting).toEqual([]);
    // 17.4: players stay in A.S.T. order.
    expect(after.players.map((p) => p.nation)).toEqual(['africa', 'italy', 'thrace', 'crete', 'babylon', 'egypt']);

    const without = play(setup, state, [war(setup, BASE_SPLIT)]);
    expect(without.players.map((p) => p.nation)).toEqual(['africa', 'italy', 'crete', 'babylon', 'egypt']);
    expect(without.players.find((p) => p.nation === 'africa')).toMatchObject({ cities: 5, cards: {} });
  });
  test('15.52 the explanation names the late arrival as beneficiary and the gain', () => {
    const { setup, state } = egyptAtWar([]);
    const waiting = play(setup, state, [join('Dana', 'thrace')]);
    const phase = explainCalamities(waiting, war(setup, BASE_SPLIT), setup);
    expect(phase.violations).toEqual([]);
    expect(phase.steps[0]?.civilWar?.beneficiary).toBe('thrace');
    expect(phase.steps[0]?.gains).toEqual([{ nation: 'thrace', cities: 2, tokens: 10 }]);
    expect(phase.entered).toMatchObject({ victim: 'egypt', entrant: { nation: 'thrace', name: 'Dana' } });
    // The form knows the late arrival before the split is complete; base 15.5 keeps 30.4123's selection.
    const partial = explainCalamities(waiting, calamityEntry(setup, [held('civil-war', 'egypt')], [{ calamity: 'civil-war' }]), setup);
    expect(partial.steps[0]?.lateArrival).toMatchObject({ entrant: { nation: 'thrace' }, equalFactions: false });
    const s399 = egyptAtWar(['39.9']);
    const partial399 = explainCalamities(
      play(s399.setup, s399.state, [join('Dana', 'thrace')]),
      calamityEntry(s399.setup, [held('civil-war', 'egypt')], [{ calamity: 'civil-war' }]),
      s399.setup,
    );
    expect(partial399.steps[0]?.lateArrival?.equalFactions).toBe(true);
    expect(
      explainCalamities(state, calamityEntry(setup, [held('civil-war', 'egypt')], [{ calamity: 'civil-war' }]), setup).steps[0]?.lateArrival,
    ).toBeUndefined();
  });
  test('30.413 no second faction, no Civil War: the late arrival keeps waiting', () => {
    const { setup, state } = egyptAtWar([]);
    // Egypt with 3 cities and 20 tokens (35 unit points): 15 + 20 take everything.
    const small = { ...state, players: state.players.map((p) => (p.nation === 'egypt' ? { ...p, cities: 3 } : p)) };
    const waiting = play(setup, small, [join('Dana', 'thrace')]);
    const all: CivilWarDeclaration = { primarySelects: { cities: 1, tokens: 10 }, beneficiarySelects: { cities: 2, tokens: 10 }, retained: 'first' };
    const e = { ...war(setup, all), tokens: { africa: 20, italy: 20, crete: 20, babylon: 20, egypt: 20 } };
    const phase = explainCalamities(waiting, e, setup);
    expect(phase.violations).toEqual([]);
    expect(phase.entered).toBeUndefined();
    expect(play(setup, waiting, [e]).waiting).toEqual([{ name: 'Dana', nation: 'thrace' }]);
  });
  test('15.52 a late arrival in the calamity phase; the next census must count him (21.1)', () => {
    const { setup, state } = egyptAtWar([]);
    const after = play(setup, state, [join('Dana', 'thrace'), war(setup, BASE_SPLIT)]);
    const census: AdvCivEntry = { kind: 'census', tokens: { africa: 20, italy: 20, crete: 20, babylon: 20, egypt: 20 } };
    const next = { ...after, turn: 5, phase: null, aftermath: undefined } as AdvCivState;
    expect(codes(check(setup, next, census))).toContain('player/missing');
    expect(codes(check(setup, next, { kind: 'census', tokens: { ...census.tokens, thrace: 10 } }))).toEqual([]);
  });
  test("15.52 the new player takes part in the rest of the game: A.S.T. (33), next turn's taxation (19) and census (21)", () => {
    const { setup, state } = egyptAtWar([]);
    const after = play(setup, state, [join('Dana', 'thrace'), war(setup, BASE_SPLIT), { kind: 'ast' }]);
    expect(after.turn).toBe(5);
    expect(after.players.find((p) => p.nation === 'thrace')?.ast).toBeGreaterThanOrEqual(5);
    const stock = Object.fromEntries(after.players.map((p) => [p.nation, p.stock ?? 0]));
    const tokens = Object.fromEntries(after.players.map((p) => [p.nation, 10]));
    expect(codes(check(setup, after, { kind: 'taxation', stock: { ...stock, thrace: undefined } as never }))).toContain('player/missing');
    const taxed = play(setup, after, [{ kind: 'taxation', stock }]);
    expect(codes(check(setup, taxed, { kind: 'census', tokens }))).toEqual([]);
  });
  test('29.8 the late arrival supports the cities he annexed: one city and no tokens is reduced', () => {
    const { setup, state } = egyptAtWar([]);
    const waiting = play(setup, state, [join('Dana', 'thrace')]);
    // Egypt: 5 cities, 15 tokens (40 unit points); 3 cities, then 1 city + 15 tokens: Egypt keeps 4 cities, Dana gets 1 city alone.
    const d: CivilWarDeclaration = { primarySelects: { cities: 3, tokens: 0 }, beneficiarySelects: { cities: 1, tokens: 15 }, retained: 'first' };
    const e = { ...war(setup, d), tokens: { africa: 20, italy: 20, crete: 20, babylon: 20, egypt: 15 } };
    const v = check(setup, waiting, e);
    expect(codes(v)).toEqual(['calamity/support-not-restored']);
    expect(v[0]?.params).toMatchObject({ nation: 'thrace', cities: 1 });
    expect(rules(v)).toEqual(['29.8', '26.31']);
    const after = play(setup, waiting, [{ ...e, support: { thrace: [1] } }]);
    expect(after.players.find((p) => p.nation === 'thrace')).toMatchObject({ cities: 0, stock: 47 - 1 });
  });
  test("31.53 (ruling) the late arrival's new cards give no credits this turn; from the next turn they do", () => {
    const { setup, state } = egyptAtWar([]);
    const after = play(setup, state, [join('Dana', 'thrace'), war(setup, BASE_SPLIT)]);
    const price = (s: AdvCivState, n: NationId) => priceListView(setup, s, n).find((r) => r.card === 'cloth-making')?.price;
    // Pottery gives 10 towards other crafts (31.52); Cloth Making costs 45.
    expect(price(after, 'thrace')).toBe(45);
    expect(price(after, 'egypt')).toBe(35);
    expect(price({ ...after, turn: 5 }, 'thrace')).toBe(35);
  });
});

describe("advciv 39.9 the late arrival's Civil War: equal factions (15.54-15.59)", () => {
  test.each([
    // 39.9 EXAMPLE: 5 cities and 26 tokens (51 unit points): 3 cities + 11 tokens (26) against 2 cities + 15 tokens (25).
    ['39.9 example: 3 cities 11 tokens of 5 cities 26 tokens', { cities: 5, tokens: 26 }, { cities: 3, tokens: 11 }, true],
    ['15.54 odd cities: the faction with more cities has the extra point, not the other', { cities: 5, tokens: 26 }, { cities: 3, tokens: 10 }, false],
    ['15.54 odd cities differ by one, not three', { cities: 5, tokens: 26 }, { cities: 4, tokens: 6 }, false],
    ['15.54 even points: equal halves', { cities: 4, tokens: 20 }, { cities: 2, tokens: 10 }, true],
    ['15.54 even cities, odd points: one token more on one side', { cities: 2, tokens: 21 }, { cities: 1, tokens: 11 }, true],
    ['15.54 if possible: 1 city and 2 tokens cannot split equally, the city goes one way', { cities: 1, tokens: 2 }, { cities: 1, tokens: 0 }, true],
  ])('%s', (_name, whole, first, expected) => {
    expect(isEqualSplit(whole, first)).toBe(expected);
  });
  test('15.54 the best split of the example is exact: cities one apart, points one apart, on the side of the cities', () => {
    expect(bestSplit({ cities: 5, tokens: 26 })).toEqual({ cities: 1, points: 1, wrongSide: 0 });
  });
  test.each([
    ['15.551', [], 15],
    ['15.552 Music', ['music'], 20],
    ['15.552 cumulative: Music, Drama & Poetry, Democracy', ['music', 'drama-poetry', 'democracy'], 35],
    ["15.554 Philosophy does not replace the primary victim's selection", ['philosophy'], 15],
  ] as const)('%s: the primary victim selects %s', (_name, held, value) => {
    expect(lateArrivalPrimarySelects(held).value).toBe(value);
  });

  // Egypt: 5 cities, 30 tokens = 55 unit points; 15.54: cities 3 and 2, and the side with more cities has the extra
  // point: 3 cities + 13 tokens (28) and 2 cities + 17 tokens (27).
  const EQUAL: CivilWarDeclaration = {
    primarySelects: { cities: 1, tokens: 10 },
    beneficiarySelects: { cities: 0, tokens: 0 },
    firstFaction: { cities: 3, tokens: 13 },
    retained: 'second',
  };
  test('39.9 15.553-15.58: the late arrival completes an equal faction and annexes the one Egypt gives up; without 39.9 the 20-point rule applies', () => {
    const { setup, state } = egyptAtWar(['39.9']);
    const after = play(setup, state, [join('Dana', 'thrace'), war(setup, EQUAL)]);
    expect(after.players.find((p) => p.nation === 'thrace')).toMatchObject({ cities: 3, stock: 47 - 13, ast: 5 });
    expect(after.players.find((p) => p.nation === 'egypt')).toMatchObject({ cities: 2 });
    // Base 15.5: the same declaration is refused (firstFaction is 39.9's, and 30.4123 wants 20 unit points from the beneficiary).
    const base = egyptAtWar([]);
    const baseWaiting = play(base.setup, base.state, [join('Dana', 'thrace')]);
    expect(codes(check(base.setup, baseWaiting, war(base.setup, EQUAL)))).toEqual(['calamity/field-not-used']);
    const { firstFaction: _, ...noFaction } = EQUAL;
    expect(codes(check(base.setup, baseWaiting, war(base.setup, noFaction)))).toEqual(['calamity/selection-size']);
  });
  test('39.9 15.54: an unequal first faction is refused', () => {
    const { setup, state } = egyptAtWar(['39.9']);
    const waiting = play(setup, state, [join('Dana', 'thrace')]);
    const v = check(setup, waiting, war(setup, { ...EQUAL, firstFaction: { cities: 3, tokens: 20 } }));
    expect(codes(v)).toEqual(['late-arrival/factions-unequal']);
    expect(v[0]?.cite).toEqual([{ doc: 'advciv', rule: '15.54', variant: '39.9' }]);
  });
  test('39.9 15.553: the first faction must be entered', () => {
    const { setup, state } = egyptAtWar(['39.9']);
    const waiting = play(setup, state, [join('Dana', 'thrace')]);
    const { firstFaction: _, ...noFaction } = EQUAL;
    expect(codes(check(setup, waiting, war(setup, noFaction)))).toEqual(['late-arrival/first-faction-missing']);
  });
  test('39.9 15.554: with Philosophy the late arrival may move one city; without it the same split is refused', () => {
    const moved = { ...EQUAL, firstFaction: { cities: 4, tokens: 13 } };
    const withP = egyptAtWar(['39.9'], ['philosophy']);
    expect(codes(check(withP.setup, play(withP.setup, withP.state, [join('Dana', 'thrace')]), war(withP.setup, moved)))).toEqual([]);
    const withoutP = egyptAtWar(['39.9']);
    expect(codes(check(withoutP.setup, play(withoutP.setup, withoutP.state, [join('Dana', 'thrace')]), war(withoutP.setup, moved)))).toEqual([
      'late-arrival/factions-unequal',
    ]);
  });
  test('39.9 15.551-15.552: the primary victim selects 15 unit points (20 with Music)', () => {
    const { setup, state } = egyptAtWar(['39.9'], ['music']);
    const waiting = play(setup, state, [join('Dana', 'thrace')]);
    expect(codes(check(setup, waiting, war(setup, EQUAL)))).toEqual(['calamity/selection-size']);
    expect(codes(check(setup, waiting, war(setup, { ...EQUAL, primarySelects: { cities: 2, tokens: 10 } })))).toEqual([]);
  });
  test('39.9 15.57: with Military each faction loses five unit points after the split', () => {
    const { setup, state } = egyptAtWar(['39.9'], ['military']);
    const waiting = play(setup, state, [join('Dana', 'thrace')]);
    const L5 = { tokens: 5, citiesReduced: [], citiesEliminated: 0 };
    expect(codes(check(setup, waiting, war(setup, EQUAL)))).toEqual(['calamity/loss-too-small']);
    const after = play(setup, waiting, [war(setup, { ...EQUAL, military: { first: L5, second: L5 } })]);
    expect(after.players.find((p) => p.nation === 'thrace')).toMatchObject({ cities: 3, stock: 47 - 8 });
  });
  test('39.9 15.59: no Monotheism conversion by or of the victim and the late arrival this turn; base 15.5 has no such limit', () => {
    const { setup, state } = egyptAtWar(['39.9'], ['monotheism']);
    const waiting = play(setup, state, [join('Dana', 'thrace')]);
    const e = { ...war(setup, EQUAL), conversions: [{ by: 'egypt' as const, from: 'africa' as const, cities: 0, tokens: 1 }] };
    expect(codes(check(setup, waiting, e))).toEqual(['late-arrival/monotheism']);
    const base = egyptAtWar([], ['monotheism']);
    const eb = { ...war(base.setup, BASE_SPLIT), conversions: [{ by: 'egypt' as const, from: 'africa' as const, cities: 0, tokens: 1 }] };
    expect(codes(check(base.setup, play(base.setup, base.state, [join('Dana', 'thrace')]), eb))).toEqual([]);
  });
  test('39.9 without a late arrival: the Civil War follows 30.41 and firstFaction is not used', () => {
    const { setup, state } = egyptAtWar(['39.9']);
    expect(codes(check(setup, state, war(setup, BASE_SPLIT)))).toEqual([]);
    expect(codes(check(setup, state, war(setup, { ...BASE_SPLIT, firstFaction: { cities: 3, tokens: 20 } })))).toEqual(['calamity/field-not-used']);
  });
});

describe('late-arrival violations have messages in English and Danish with the same placeholders', () => {
  const holes = (s: string) => [...s.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
  test.each(LATE_ARRIVAL_VIOLATIONS.map((c) => [c]))('%s', (code) => {
    const key = `violation.${code}`;
    const e = (en as Record<string, string>)[key];
    const d = (da as Record<string, string>)[key];
    expect(e).toBeTypeOf('string');
    expect(d).toBeTypeOf('string');
    expect(holes(d ?? '')).toEqual(holes(e ?? ''));
  });
});

describe('advciv 15.52 a whole record with a late arrival replays and passes the record gate', () => {
  test("15.51-15.52: Dana waits as Babylon, enters at Egypt's Civil War with 2 cities and 4 tokens", () => {
    const r = replayAll(LATE_SETUP, LATE_ENTRIES);
    expect(r.violations).toEqual([]);
    expect(r.state.players.find((p) => p.nation === 'babylon')).toMatchObject({ name: 'Dana', cities: 2, stock: 55 - 4 });
    expect(r.state.waiting).toEqual([]);
    expect(parseRecord(JSON.parse(JSON.stringify(LATE_RECORD))).ok).toBe(true);
  });
});
