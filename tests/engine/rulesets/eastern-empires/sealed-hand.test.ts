/**
 * A hand kept sealed in Eastern Empires (ee Phase 12, "Hand limit"): a phone bound to one player's
 * seat enters the count of the commodity cards he keeps, not the cards (ee Phase 6: "Players are not
 * allowed to conceal the number of trade cards they have" — the number is public, the cards are his).
 * The count is checked as the open hand's; every later check on trade cards reads counts only
 * (hands.ts); the victory points do not count cards in hand (ee Phase 13d), so no reveal is needed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseRecord } from '../../../../src/engine/record';
import { replay, step } from '../../../../src/engine/log/replay';
import type { CivilizationId } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import type { EeEntry } from '../../../../src/engine/rulesets/eastern-empires/entries';
import { EE_GAME, eeInitialState, eeStandings } from '../../../../src/engine/rulesets/eastern-empires/game';
import { cardBoundsOf } from '../../../../src/engine/rulesets/eastern-empires/calc/hands';
import { parseEeEntry } from '../../../../src/engine/rulesets/eastern-empires/parse';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import { handSize, type EePlayer, type EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import { playerSheets } from '../../../../src/engine/rulesets/eastern-empires/views/players';
import type { LoggedEntry, Violation } from '../../../../src/engine/types';

const setup: EeSetup = {
  players: (['saba', 'maurya', 'babylon'] as const).map((civ) => ({ name: civ, civ })),
  settings: DEFAULT_EE_SETTINGS,
};
const codes = (vs: readonly Violation[]) => vs.map((v) => v.code);
const rulesOf = (vs: readonly Violation[], code: string) => vs.find((v) => v.code === code)?.cite.map((c) => c.rule);
const sealed = (civ: CivilizationId, count: number): EeEntry => ({ kind: 'hand', civ, sealed: true, count });

function run(state: EeState, entries: readonly EeEntry[]): EeState {
  return entries.reduce((s, e) => {
    const r = step(EE_GAME, setup, s, e);
    if (r.violations.length > 0) throw new Error(JSON.stringify(r.violations));
    return r.state;
  }, state);
}

/** After Phase 6 with these cities (one card drawn per city, ee Phase 6a), fewest cities first. */
function afterDraw(cities: Partial<Record<CivilizationId, number>>, more: Partial<Record<CivilizationId, Partial<EePlayer>>> = {}): EeState {
  const s = eeInitialState(setup);
  const base = { ...s, players: s.players.map((p) => ({ ...p, cities: cities[p.civ] ?? 0, census: 20, ...(more[p.civ] ?? {}) })) };
  const order = (Object.keys(cities) as CivilizationId[]).sort((a, b) => (cities[a] ?? 0) - (cities[b] ?? 0));
  return run(
    base,
    order.map((civ) => ({ kind: 'trade-cards', civ, bought: [] })),
  );
}

describe('ee Phase 12 a sealed hand: the count is checked, the cards are never asked for', () => {
  test('ee Phase 12 a sealed hand of cards he holds is recorded without its cards; the players sheet shows the count', () => {
    // Saba and Maurya drew 4 cards each and can trade (at most 4 + 4 - 3 = 5 after trading, ee Phase 7).
    const s = afterDraw({ saba: 4, maurya: 4, babylon: 2 });
    expect(codes(step(EE_GAME, setup, s, sealed('saba', 5)).violations)).toEqual([]);
    const next = run(s, [sealed('saba', 5)]);
    const saba = next.players.find((p) => p.civ === 'saba');
    expect(saba).toMatchObject({ hand: {}, sealed: { count: 5 } });
    expect(playerSheets(setup, next).find((x) => x.player.civ === 'saba')?.hand).toBe(5);
  });
  test('ee Phase 12 a sealed hand over the hand limit of 8 is refused (9 with Roadbuilding, chapter 9)', () => {
    const s = { ...eeInitialState(setup), turn: 2, handsKnown: [] };
    const v = step(EE_GAME, setup, s, sealed('saba', 9)).violations;
    expect(codes(v)).toEqual(['ee/hand/over-limit']);
    expect(rulesOf(v, 'ee/hand/over-limit')).toEqual(['Phase 12', 'chapter 9, Roadbuilding']);
    expect(codes(step(EE_GAME, setup, s, sealed('saba', 8)).violations)).toEqual([]);
    const road = { ...s, players: s.players.map((p) => (p.civ === 'saba' ? { ...p, advances: { roadbuilding: 1 } } : p)) };
    expect(codes(step(EE_GAME, setup, road, sealed('saba', 9)).violations)).toEqual([]);
  });
  test('ee Phase 12, Phase 6 a sealed hand of more cards than he can hold is refused: Babylon drew 2 and cannot trade', () => {
    const s = afterDraw({ saba: 4, maurya: 4, babylon: 2 });
    const v = step(EE_GAME, setup, s, sealed('babylon', 3)).violations;
    expect(codes(v)).toEqual(['ee/hand/cards-not-held']);
    expect(rulesOf(v, 'ee/hand/cards-not-held')).toEqual(['Phase 12', 'Phase 6']);
    expect(codes(step(EE_GAME, setup, s, sealed('babylon', 2)).violations)).toEqual([]);
  });
  test('ee Phase 6a, 12 next turn the sealed count is what he kept: 2 kept + 2 drawn before trading', () => {
    const s = run(afterDraw({ saba: 4, maurya: 4, babylon: 2 }), [sealed('babylon', 2), { kind: 'ast' }]);
    expect(cardBoundsOf(s, 'babylon')?.kept).toBe(2);
    // Not entered: up to the hand limit (ee Phase 12).
    expect(cardBoundsOf(s, 'saba')?.kept).toBe(8);
    const drawn = run(s, [{ kind: 'trade-cards', civ: 'babylon', bought: [] }]);
    expect(cardBoundsOf(drawn, 'babylon')).toMatchObject({ kept: 2, drawn: 2, beforeTrade: 4 });
  });
  test('ee chapter 7 leaving: a sealed hand goes with everything else he held', () => {
    const s = run(afterDraw({ saba: 4, maurya: 4, babylon: 2 }), [sealed('babylon', 2), { kind: 'leave', civ: 'babylon' }]);
    expect(s.players.find((p) => p.civ === 'babylon')).toMatchObject({ status: 'left', hand: {} });
    expect(s.players.find((p) => p.civ === 'babylon')?.sealed).toBeUndefined();
  });
});

describe('ee Phase 12 the sealed hand in records', () => {
  test('parse reads the sealed form; the open form parses as before', () => {
    expect(parseEeEntry({ kind: 'hand', civ: 'saba', sealed: true, count: 3 })).toEqual({
      ok: true,
      value: { kind: 'hand', civ: 'saba', sealed: true, count: 3 },
    });
    expect(parseEeEntry({ kind: 'hand', civ: 'saba', cards: { silk: 2 } })).toEqual({ ok: true, value: { kind: 'hand', civ: 'saba', cards: { silk: 2 } } });
  });
  test.each([
    ['sealed without a count', { kind: 'hand', civ: 'saba', sealed: true }, 'count'],
    ['sealed other than true', { kind: 'hand', civ: 'saba', sealed: false, count: 2 }, 'sealed'],
    ['a sealed hand carrying cards', { kind: 'hand', civ: 'saba', sealed: true, count: 2, cards: { silk: 2 } }, 'cards'],
    ['a count without sealed', { kind: 'hand', civ: 'saba', count: 2, cards: {} }, 'count'],
    ['a count over 20', { kind: 'hand', civ: 'saba', sealed: true, count: 21 }, 'count'],
  ])('refuses %s', (_what, raw, path) => {
    const r = parseEeEntry(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContainEqual(expect.objectContaining({ path }));
  });
});

describe('ee Phase 13d the golden 7-player game with every hand sealed scores the same (cards in hand score nothing)', () => {
  const raw: unknown = JSON.parse(readFileSync(new URL('../../../fixtures/games/ee-7p.json', import.meta.url), 'utf8'));
  const parsed = parseRecord(raw);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const golden = parsed.value.setup as EeSetup;
  const entries = parsed.value.entries as readonly LoggedEntry<EeEntry>[];
  const open = replay(EE_GAME, golden, entries);
  const sealedLog: LoggedEntry<EeEntry>[] = entries.map((e) =>
    e.entry.kind === 'hand' && e.entry.sealed !== true ? { ...e, entry: { kind: 'hand', civ: e.entry.civ, sealed: true, count: handSize(e.entry.cards) } } : e,
  );
  const sealedGame = replay(EE_GAME, golden, sealedLog);
  test('old records with open hands replay as before: no sealed hand', () => {
    expect(open.violations).toEqual([]);
    expect(open.state.players.every((p) => p.sealed === undefined)).toBe(true);
    expect(open.state.players.find((p) => p.civ === 'babylon')?.hand).toEqual({ silk: 2 });
  });
  test('ee Phase 12 sealed: every entry still valid; the standings, points and tie-breaks are the open game’s', () => {
    expect(sealedLog.filter((e) => e.entry.kind === 'hand').length).toBeGreaterThan(0);
    expect(sealedGame.violations).toEqual([]);
    expect(sealedGame.state.players.find((p) => p.civ === 'babylon')).toMatchObject({ hand: {}, sealed: { count: 2 } });
    expect(eeStandings(sealedGame.state, golden)).toEqual(eeStandings(open.state, golden));
  });
  test('ee Phase 6, 7 in turn 15 the cards each can hold are the same bounds, sealed or open', () => {
    const at = entries.map((e) => e.entry.kind).lastIndexOf('cities') + 1;
    const t15open = replay(EE_GAME, golden, entries, at).state;
    const t15sealed = replay(EE_GAME, golden, sealedLog, at).state;
    expect(t15sealed.turn).toBe(15);
    const civs = t15open.players.map((p) => p.civ);
    expect(civs.map((c) => cardBoundsOf(t15sealed, c))).toEqual(civs.map((c) => cardBoundsOf(t15open, c)));
    expect(cardBoundsOf(t15sealed, 'dravidia')?.kept).toBe(1);
  });
});
