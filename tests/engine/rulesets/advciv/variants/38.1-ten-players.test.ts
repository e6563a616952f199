/**
 * Variant 38.1 with ten or more players (16.10, 16.M): the extra players are late arrivals set up with
 * the game; each enters at a Civil War as the victim's counterpart (15.52, "Egypt-II") on the victim's
 * A.S.T. track, in A.S.T. order Africa-II, Africa, Italy-II, Italy, ... (17.4). Also 38.21's 55 tokens.
 * Every scenario runs with and without the variant.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { AdvCivEntry } from '../../../../../src/engine/rulesets/advciv/entries';
import type { CivilWarDeclaration } from '../../../../../src/engine/rulesets/advciv/entries/calamity-entry';
import { ADVCIV_GAME, advcivInitialState } from '../../../../../src/engine/rulesets/advciv/game';
import { counterpartOf, NATIONS, originalOf, SEAT_AST_ORDER, SEATS, type NationId } from '../../../../../src/engine/rulesets/advciv/nations';
import { parseAdvCivSetup } from '../../../../../src/engine/rulesets/advciv/parse';
import { advcivRuleset } from '../../../../../src/engine/rulesets/advciv/ruleset';
import type { AdvCivSetup } from '../../../../../src/engine/rulesets/advciv/setup';
import { DEFAULT_SETTINGS } from '../../../../../src/engine/rulesets/advciv/settings';
import type { AdvCivState } from '../../../../../src/engine/rulesets/advciv/state';
import type { VariantId } from '../../../../../src/engine/rulesets/advciv/variants';
import { tokensPerPlayer } from '../../../../../src/engine/rulesets/advciv/entries/context';
import { check, codes, play, rules, setupOf } from '../helpers';
import { calamityEntry, held, tradePhase } from './scenario';

/** Nine players, every nation, plus late arrivals (38.1 16.10). */
function tenPlus(variants: readonly VariantId[], late: readonly string[] = ['Tenth']): AdvCivSetup {
  return { ...setupOf(NATIONS, {}, [...variants]), lateArrivals: late.map((name) => ({ name })) };
}
const war = (setup: AdvCivSetup, victim: NationId, d: CivilWarDeclaration) =>
  calamityEntry(setup, [held('civil-war', victim)], [{ calamity: 'civil-war', civilWar: d }], {
    tokens: Object.fromEntries(NATIONS.map((n) => [n, n === victim ? 30 : 20])),
  });
// 30.4121, 30.4123: the victim (5 cities, 30 tokens) selects 15, the beneficiary 20; the victim keeps the first faction.
const SPLIT: CivilWarDeclaration = { primarySelects: { cities: 1, tokens: 10 }, beneficiarySelects: { cities: 2, tokens: 10 }, retained: 'first' };

function atWar(setup: AdvCivSetup, victim: NationId, ast = 6): AdvCivState {
  const s = tradePhase(setup, { [victim]: 5 }, { [victim]: ['pottery', 'astronomy'] });
  return { ...s, turn: 6, players: s.players.map((p) => (p.nation === victim ? { ...p, ast } : p)) };
}

describe('advciv 38.1 16.10, 16.M ten or more players: the extra players are late arrivals', () => {
  test.each([
    ['16.10 ten players with 38.1', ['38.1'], ['Tenth'], []],
    ['16.M twelve players with 38.1', ['38.1'], ['Tenth', 'Eleventh', 'Twelfth'], []],
    // 16.1: without a nine-player variant even the nine seated players are too many.
    ['16.1 ten players without 38.1', [], ['Tenth'], ['setup/player-count']],
    ['16.1 ten players with 38.2 (nine players only)', ['38.2'], ['Tenth'], ['late-arrival/setup-needs-38.1']],
  ] as const)('%s', (_name, variants, late, expected) => {
    expect(codes(ADVCIV_GAME.validateSetup(tenPlus(variants, late)))).toEqual(expected);
  });
  test('16.10 the late arrivals sit beside exactly nine players', () => {
    const setup = { ...setupOf(['africa', 'italy', 'crete', 'babylon', 'egypt'], {}, ['38.1']), lateArrivals: [{ name: 'Tenth' }] };
    const v = ADVCIV_GAME.validateSetup(setup);
    expect(codes(v)).toEqual(['late-arrival/setup-not-nine']);
    expect(v[0]?.cite).toEqual([{ doc: 'advciv', rule: '16.10', variant: '38.1' }]);
  });
  test('16.10 each late arrival waits from the start, with 47 tokens (16.9, 16.10)', () => {
    const setup = tenPlus(['38.1'], ['Tenth', 'Eleventh']);
    expect(advcivInitialState(setup).waiting).toEqual([
      { name: 'Tenth', nation: null },
      { name: 'Eleventh', nation: null },
    ]);
    expect(tokensPerPlayer(setup)).toBe(47);
    expect(advcivInitialState(setupOf(NATIONS, {}, ['38.1'])).waiting).toBeUndefined();
  });
  test('the setup record keeps its late arrivals (parse round trip)', () => {
    const setup = tenPlus(['38.1'], ['Tenth']);
    expect(parseAdvCivSetup(JSON.parse(JSON.stringify(setup)))).toEqual({ ok: true, value: setup });
  });
});

describe('advciv 38.1 15.52 the late arrival becomes the counterpart of the Civil War victim', () => {
  test("15.52 example: Egypt draws Civil War; the tenth player becomes Egypt-II with Egypt's cards and A.S.T. position", () => {
    const setup = tenPlus(['38.1']);
    const after = play(setup, atWar(setup, 'egypt'), [war(setup, 'egypt', SPLIT)]);
    const e2 = after.players.find((p) => p.nation === 'egypt-ii');
    expect(e2).toMatchObject({ name: 'Tenth', cities: 2, stock: 47 - 10, ast: 6, cards: { pottery: 6, astronomy: 6 } });
    expect(after.waiting).toEqual([]);
    // 38.1 17.4: Egypt-II comes right before Egypt in A.S.T. order.
    expect(after.players.map((p) => p.nation).slice(-2)).toEqual(['egypt-ii', 'egypt']);
    // The counterpart plays on Egypt's track (38.1 15.52).
    const r = advcivRuleset(setup.settings, setup.variants).ruleset;
    expect(r.tracks['egypt-ii']).toBe(r.tracks.egypt);
  });
  test('16.M the Nth player enters at the (N-9)th Civil War: the eleventh waits for the second', () => {
    const setup = tenPlus(['38.1'], ['Tenth', 'Eleventh']);
    const after = play(setup, atWar(setup, 'crete'), [war(setup, 'crete', SPLIT)]);
    expect(after.players.find((p) => p.nation === 'crete-ii')?.name).toBe('Tenth');
    expect(after.waiting).toEqual([{ name: 'Eleventh', nation: null }]);
  });
  test('15.52 (ruling) no counterpart of a counterpart: a Civil War of Egypt-II leaves the late arrival waiting', () => {
    const setup = tenPlus(['38.1'], ['Tenth', 'Eleventh']);
    const s1 = play(setup, atWar(setup, 'egypt'), [war(setup, 'egypt', SPLIT)]);
    const s2 = { ...s1, aftermath: undefined, players: s1.players.map((p) => (p.nation === 'egypt-ii' ? { ...p, cities: 5 } : p)) } as AdvCivState;
    const e = { ...war(setup, 'egypt-ii', SPLIT), tokens: { ...Object.fromEntries(NATIONS.map((n) => [n, 20])), 'egypt-ii': 30 } };
    const after = play(setup, s2, [e]);
    expect(after.waiting).toEqual([{ name: 'Eleventh', nation: null }]);
    expect(after.players.some((p) => p.nation === 'egypt-ii' && p.name === 'Eleventh')).toBe(false);
  });
  test('without late arrivals (nine players, 38.1) the Civil War follows 30.41: Africa, first in A.S.T. order, annexes', () => {
    const setup = setupOf(NATIONS, {}, ['38.1']);
    const after = play(setup, atWar(setup, 'egypt'), [war(setup, 'egypt', SPLIT)]);
    expect(after.players).toHaveLength(9);
    expect(after.players.find((p) => p.nation === 'africa')?.cities).toBe(5);
  });
  test('15.51 a late arrival joining during play with all nine nations in play names no nation under 38.1, but must without it', () => {
    const with381 = setupOf(NATIONS, {}, ['38.1']);
    const join: AdvCivEntry = { kind: 'join', name: 'Late' };
    expect(codes(check(with381, atWar(with381, 'egypt'), join))).toEqual([]);
    const v = check(setupOf(NATIONS.slice(0, 8)), atWar(setupOf(NATIONS.slice(0, 8)), 'egypt'), join);
    expect(codes(v)).toEqual(['late-arrival/nation-required']);
    expect(rules(v)).toEqual(['15.51']);
  });
});

describe('advciv 38.1 17.4 A.S.T. order with counterparts', () => {
  test('17.4: Africa-II, Africa, Italy-II, Italy, ... Egypt-II, Egypt', () => {
    expect(SEAT_AST_ORDER.slice(0, 4)).toEqual(['africa-ii', 'africa', 'italy-ii', 'italy']);
    expect(SEAT_AST_ORDER).toHaveLength(18);
    expect(advcivRuleset(DEFAULT_SETTINGS, ['38.1']).ruleset.nations).toEqual(SEAT_AST_ORDER);
    expect(advcivRuleset(DEFAULT_SETTINGS, []).ruleset.nations).toEqual(NATIONS);
  });
  test.each(NATIONS.map((n) => [n]))('15.52 %s and its counterpart share one A.S.T. track', (n) => {
    const r = advcivRuleset(DEFAULT_SETTINGS, ['38.1']).ruleset;
    expect(originalOf(counterpartOf(n))).toBe(n);
    expect(r.tracks[counterpartOf(n)]).toEqual(r.tracks[n]);
  });
});

describe('advciv 38.21 55 tokens with the Western Extension mapboard (variant 38.2)', () => {
  test.each([
    ['38.21 with the Western Extension', ['38.2'], true, 55, []],
    ['16.9 as 38.2 has it, without the Western Extension', ['38.2'], false, 47, []],
    ['16.9 under 38.1: the setting does not apply', ['38.1'], true, 47, ['late-arrival/western-extension-needs-38.2']],
  ] as const)('%s', (_name, variants, westernExtension, tokens, expected) => {
    const setup = setupOf(NATIONS, { westernExtension }, [...variants]);
    expect(tokensPerPlayer(setup)).toBe(tokens);
    expect(codes(ADVCIV_GAME.validateSetup(setup))).toEqual(expected);
    expect(advcivInitialState(setup).players[0]?.stock).toBe(tokens - 1);
  });
});

describe('record.schema.json documents the late arrivals', () => {
  const schema = JSON.parse(readFileSync(new URL('../../../../../src/engine/record.schema.json', import.meta.url), 'utf8')) as {
    $defs: { seat: { enum: string[] }; advcivSetup: { properties: Record<string, unknown> & { settings: { properties: Record<string, unknown> } } } };
  };
  test('seats, lateArrivals and westernExtension as the code reads them', () => {
    expect(schema.$defs.seat.enum).toEqual([...SEATS]);
    expect(Object.keys(schema.$defs.advcivSetup.properties)).toContain('lateArrivals');
    expect(Object.keys(schema.$defs.advcivSetup.properties.settings.properties)).toContain('westernExtension');
  });
});
