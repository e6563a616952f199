/**
 * The board phases kept without the map (R-G2): population expansion (20), ship construction and
 * upkeep (22), city attacks with Engineering and pillage (24.3-24.5), city support at the removal of
 * surplus population (26.3-26.4). Rows cite the rule they come from.
 */
import { describe, expect, test } from 'vitest';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import { cityAttackView } from '../../../../src/engine/rulesets/advciv/entries/city-attack';
import { shipCostRange } from '../../../../src/engine/rulesets/advciv/phases';
import { turnView } from '../../../../src/engine/rulesets/advciv/views/turn';
import { parseAdvCivEntry } from '../../../../src/engine/rulesets/advciv/parse';
import { cityAttackSides, populationEntryOf, populationPreview, shipsPreview, supportPreview } from '../../../../src/engine/rulesets/advciv/views/board';
import type { AdvCivState } from '../../../../src/engine/rulesets/advciv/state';
import { cards, check, codes, FIVE, play, rules, setupOf, stateOf } from './helpers';

const setup = setupOf(FIVE); // 47 tokens each (16.5)
const p = (s: AdvCivState, n: string) => s.players.find((x) => x.nation === n);
const everyone = (v: { one: number; more: number }) => Object.fromEntries(FIVE.map((n) => [n, v]));
const census = (t: Partial<Record<string, number>>): AdvCivEntry => ({
  kind: 'census',
  tokens: { africa: 10, illyria: 10, crete: 10, babylon: 10, egypt: 10, ...t },
});

describe('advciv 20.1, 20.2 population expansion: one token per area with one, two per area with two or more, limited by stock', () => {
  test('20.1 and 22.5: from one token in turn 1 the population reaches eight in the third turn', () => {
    const t1 = play(setup, stateOf(setup), [{ kind: 'population', areas: everyone({ one: 1, more: 0 }) }]);
    expect(p(t1, 'egypt')?.stock).toBe(47 - 2);
    const t2 = play(setup, { ...t1, phase: null, turn: 2 }, [{ kind: 'population', areas: everyone({ one: 0, more: 1 }) }]);
    expect(p(t2, 'egypt')?.stock).toBe(47 - 4);
    const t3 = play(setup, { ...t2, phase: null, turn: 3 }, [{ kind: 'population', areas: everyone({ one: 0, more: 2 }) }]);
    expect(p(t3, 'egypt')?.stock).toBe(47 - 8);
  });
  const short = stateOf(setup, { crete: { stock: 3, treasury: 10 } });
  test.each<[string, AdvCivState, AdvCivEntry, readonly string[], readonly string[]]>([
    [
      '20.2 with 3 in stock and 5 due, all 3 go on',
      short,
      { kind: 'population', areas: { ...everyone({ one: 1, more: 0 }), crete: { one: 1, more: 2 } }, added: { crete: 3 } },
      [],
      [],
    ],
    [
      '20.2 more than the stock is refused',
      short,
      { kind: 'population', areas: { ...everyone({ one: 1, more: 0 }), crete: { one: 1, more: 2 } }, added: { crete: 5 } },
      ['population/wrong-count'],
      ['20.1', '20.2'],
    ],
    [
      '20.2 expansion is automatic: fewer than due is refused',
      short,
      { kind: 'population', areas: { ...everyone({ one: 1, more: 0 }), crete: { one: 1, more: 2 } }, added: { crete: 2 } },
      ['population/wrong-count'],
      ['20.1', '20.2'],
    ],
    [
      '20.1 areas need the tokens: two areas of two or more with one token on the board',
      stateOf(setup),
      { kind: 'population', areas: { ...everyone({ one: 1, more: 0 }), egypt: { one: 0, more: 2 } } },
      ['population/areas-beyond-tokens'],
      ['20.1'],
    ],
    [
      "20.1 every active player's areas are entered",
      stateOf(setup),
      { kind: 'population', areas: { africa: { one: 1, more: 0 } } },
      ['player/missing', 'player/missing', 'player/missing', 'player/missing'],
      ['20.1', '20.1', '20.1', '20.1'],
    ],
    [
      '20.2 a stock the engine does not know must be counted',
      stateOf(setup, { crete: { stock: null } }),
      { kind: 'population', areas: everyone({ one: 1, more: 0 }) },
      ['population/stock-unknown'],
      ['20.2'],
    ],
    [
      '20.2 the counted stock makes it known',
      stateOf(setup, { crete: { stock: null } }),
      { kind: 'population', areas: everyone({ one: 1, more: 0 }), stock: { crete: 40 } },
      [],
      [],
    ],
    [
      '16.1 no more in stock than the tokens not in treasury',
      stateOf(setup, { crete: { stock: null, treasury: 10 } }),
      { kind: 'population', areas: everyone({ one: 1, more: 0 }), stock: { crete: 40 } },
      ['population/stock-out-of-range'],
      ['20.2', '16.1'],
    ],
    [
      '20.1 once a turn',
      { ...stateOf(setup), phase: 'population' },
      { kind: 'population', areas: everyone({ one: 1, more: 0 }) },
      ['population/already-entered'],
      ['20.1'],
    ],
  ])('%s', (_name, state, entry, expected, cited) => {
    const v = check(setup, state, entry);
    expect(codes(v)).toEqual(expected);
    expect(rules(v)).toEqual(cited);
  });
  test('15.61, R-A1: an inert nation is not entered, and its population does not increase', () => {
    const inert = stateOf(setup, { crete: { status: 'inert' } });
    const { crete: _c, ...active } = everyone({ one: 1, more: 0 });
    expect(check(setup, inert, { kind: 'population', areas: active })).toEqual([]);
    const v = check(setup, inert, { kind: 'population', areas: everyone({ one: 1, more: 0 }) });
    expect(v).toEqual([{ code: 'population/inert', cite: [{ doc: 'advciv', rule: '15.61', ruling: 'R-A1' }], params: { nation: 'crete' } }]);
    expect(p(play(setup, inert, [{ kind: 'population', areas: active }]), 'crete')?.stock).toBe(p(inert, 'crete')?.stock);
  });
});

describe('advciv 22.1, 22.3 ships: paid from treasury or by levy, upkeep from the turn after building', () => {
  test.each([
    // before, after, free -> least, most
    [0, 1, 0, 2, 2], // 22.1 a new ship costs two
    [2, 2, 0, 2, 4], // 22.3 keeping two costs two; rebuilding both elsewhere four
    [1, 3, 0, 5, 6], // one kept and two built, or three built
    [3, 1, 0, 1, 2], // two left unmaintained
    [0, 1, 1, 0, 0], // 22.5 (39.1) Crete's free ship
  ])('22.1, 22.3 from %i to %i ships (%i free): %i to %i tokens', (before, after, free, least, most) => {
    expect(shipCostRange(before, after, free)).toEqual({ least, most });
  });
  const s = play(setup, stateOf(setup, { egypt: { ships: 2, treasury: 4, stock: 20 } }, { turn: 4 }), [census({ egypt: 23 })]);
  test.each<[string, AdvCivEntry, readonly string[], readonly string[]]>([
    ['22.1 a ship paid with nothing is refused', { kind: 'ships', nation: 'egypt', ships: 3, treasury: 0, levy: 0 }, ['ships/unpaid'], ['22.1', '22.3']],
    ['22.1 two kept and one built: four tokens from treasury', { kind: 'ships', nation: 'egypt', ships: 3, treasury: 4, levy: 0 }, [], []],
    ['22.1 or two from treasury and a levy of two from the board', { kind: 'ships', nation: 'egypt', ships: 3, treasury: 2, levy: 2 }, [], []],
    ['22.3 upkeep of two ships kept is due', { kind: 'ships', nation: 'egypt', ships: 2, treasury: 0, levy: 1 }, ['ships/unpaid'], ['22.1', '22.3']],
    ['22.3 upkeep paid by levy', { kind: 'ships', nation: 'egypt', ships: 2, treasury: 0, levy: 2 }, [], []],
    ['22.3 both rebuilt elsewhere: four', { kind: 'ships', nation: 'egypt', ships: 2, treasury: 4, levy: 0 }, [], []],
    ['22.3 no more than rebuilding every ship', { kind: 'ships', nation: 'egypt', ships: 2, treasury: 4, levy: 1 }, ['ships/overpaid'], ['22.1', '22.3']],
    [
      '22.1 the levy comes from the board (23 tokens at the census)',
      { kind: 'ships', nation: 'egypt', ships: 2, treasury: 0, levy: 24 },
      ['ships/levy-out-of-range', 'ships/overpaid'],
      ['22.1', '22.1', '22.3'],
    ],
    ['22.3 ships left unmaintained cost nothing', { kind: 'ships', nation: 'egypt', ships: 0, treasury: 0, levy: 0 }, [], []],
  ])('%s', (_name, entry, expected, cited) => {
    const v = check(setup, s, entry);
    expect(codes(v)).toEqual(expected);
    expect(rules(v)).toEqual(cited);
  });
  test('22.1 one entry per player per turn', () => {
    const once = play(setup, s, [{ kind: 'ships', nation: 'egypt', ships: 2, treasury: 2, levy: 0 }]);
    expect(codes(check(setup, once, { kind: 'ships', nation: 'egypt', ships: 3, treasury: 2, levy: 0 }))).toEqual(['ships/already-entered']);
  });
  test('22.2 tokens spent on ships return to stock; the levy leaves the board', () => {
    const after = play(setup, s, [{ kind: 'ships', nation: 'egypt', ships: 3, treasury: 2, levy: 2 }]);
    expect(p(after, 'egypt')).toMatchObject({ ships: 3, treasury: 2, stock: 47 - 23 - 4 + 4 });
    expect(after.boardMax?.egypt).toBe(21);
  });
  test('22.3 a ship built this turn is first maintained next turn: one token then', () => {
    const built = play(setup, stateOf(setup, { egypt: { treasury: 4 } }), [
      census({}),
      { kind: 'ships', nation: 'egypt', ships: 1, treasury: 2, levy: 0 },
      { kind: 'ast' },
    ]);
    const next = play(setup, built, [census({})]);
    expect(codes(check(setup, next, { kind: 'ships', nation: 'egypt', ships: 1, treasury: 0, levy: 0 }))).toEqual(['ships/unpaid']);
    expect(check(setup, next, { kind: 'ships', nation: 'egypt', ships: 1, treasury: 1, levy: 0 })).toEqual([]);
  });
  test('22.3 ships not maintained return to stock once ship construction is passed', () => {
    const start = stateOf(setup, { egypt: { ships: 2, treasury: 4 }, crete: { ships: 1, treasury: 4 } }, { turn: 4 });
    const after = play(setup, start, [
      census({}),
      { kind: 'ships', nation: 'crete', ships: 1, treasury: 1, levy: 0 },
      { kind: 'cities', cities: { africa: 0, illyria: 0, crete: 0, babylon: 0, egypt: 0 } },
    ]);
    expect([p(after, 'egypt')?.ships, p(after, 'crete')?.ships]).toEqual([0, 1]);
  });
  test('entries made before levies were kept are read as before: treasury 0 may have been a levy', () => {
    expect(check(setup, s, { kind: 'ships', nation: 'egypt', ships: 3, treasury: 0 })).toEqual([]);
  });
});

describe('advciv 24.31-24.35 city attack: tokens needed and what replaces the city (Engineering)', () => {
  const base = stateOf(setup, { africa: { cities: 3, stock: 20 }, egypt: { cities: 2, stock: 20 } }, { turn: 5 });
  const eng = cards('engineering');
  test.each<[string, Partial<Record<'africa' | 'egypt', boolean>>, number, number]>([
    ['24.31, 24.32 seven tokens attack; six replace the city', {}, 7, 6],
    ['24.35 the attacker holds Engineering: six attack, five replace', { egypt: true }, 6, 5],
    ['24.35 the defender holds Engineering: eight attack, seven replace', { africa: true }, 8, 7],
    ['24.35 both hold Engineering: the effects cancel', { africa: true, egypt: true }, 7, 6],
  ])('%s', (_name, holders, needed, replacedBy) => {
    const s = stateOf(
      setup,
      {
        africa: { cities: 3, stock: 20, cards: holders.africa ? eng : {} },
        egypt: { cities: 2, stock: 20, cards: holders.egypt ? eng : {} },
      },
      { turn: 5 },
    );
    expect(cityAttackView(s, 'egypt', 'africa')).toMatchObject({ needed, replacedBy });
    expect(codes(check(setup, s, { kind: 'city-attack', attacker: 'egypt', defender: 'africa', tokens: needed - 1, pillage: 0 }))).toEqual([
      'city-attack/too-few-tokens',
    ]);
    expect(check(setup, s, { kind: 'city-attack', attacker: 'egypt', defender: 'africa', tokens: needed, pillage: 0 })).toEqual([]);
  });
  test('24.32 a defender with fewer than six tokens in stock replaces the city with what he has', () => {
    expect(cityAttackView(stateOf(setup, { africa: { cities: 1, stock: 4 } }), 'egypt', 'africa').replacedBy).toBe(4);
  });
  test('24.34 a Pirate city: seven tokens, replaced by six unused tokens', () => {
    expect(cityAttackView(base, 'egypt', 'pirates')).toMatchObject({ needed: 7, replacedBy: 6 });
    expect(check(setup, base, { kind: 'city-attack', attacker: 'egypt', defender: 'pirates', tokens: 7, pillage: 3 })).toEqual([]);
  });
  test('24.35 the refusal cites Engineering where it changed the number', () => {
    const s = stateOf(setup, { africa: { cities: 3, stock: 20, cards: eng } });
    const v = check(setup, s, { kind: 'city-attack', attacker: 'egypt', defender: 'africa', tokens: 7, pillage: 0 });
    expect(v).toEqual([
      {
        code: 'city-attack/too-few-tokens',
        cite: [
          { doc: 'advciv', rule: '24.31' },
          { doc: 'advciv', rule: '24.35' },
        ],
        params: { nation: 'egypt', tokens: 7, needed: 8 },
      },
    ]);
  });
  test.each<[string, AdvCivState, AdvCivEntry, readonly string[]]>([
    [
      '24.33 a player does not attack his own city',
      base,
      { kind: 'city-attack', attacker: 'africa', defender: 'africa', tokens: 9, pillage: 0 },
      ['city-attack/no-city'],
    ],
    [
      '24.31 a player without cities has none to lose',
      base,
      { kind: 'city-attack', attacker: 'egypt', defender: 'crete', tokens: 9, pillage: 0 },
      ['city-attack/no-city'],
    ],
    [
      "15.62 an inert nation's city may be attacked",
      stateOf(setup, { crete: { status: 'inert', cities: 1 } }),
      { kind: 'city-attack', attacker: 'egypt', defender: 'crete', tokens: 7, pillage: 3 },
      [],
    ],
    [
      'R-A12 an inert nation does not attack',
      stateOf(setup, { crete: { status: 'inert' }, egypt: { cities: 1 } }),
      { kind: 'city-attack', attacker: 'crete', defender: 'egypt', tokens: 7, pillage: 0 },
      ['player/inert'],
    ],
  ])('%s', (_name, state, entry, expected) => {
    expect(codes(check(setup, state, entry))).toEqual(expected);
  });
});

describe("advciv 24.52 pillage: at most three tokens per city, never more than the attacker's stock", () => {
  const low = stateOf(setup, { africa: { cities: 3, stock: 20 }, egypt: { stock: 2, treasury: 30 } }, { turn: 5 });
  test.each<[string, AdvCivEntry, readonly string[]]>([
    ['24.52 three tokens', { kind: 'city-attack', attacker: 'egypt', defender: 'africa', tokens: 7, pillage: 2 }, []],
    [
      '24.52 more than the attacker has in stock is refused',
      { kind: 'city-attack', attacker: 'egypt', defender: 'africa', tokens: 7, pillage: 3 },
      ['city-attack/pillage-beyond-stock'],
    ],
    [
      '24.12 tokens lost in the fight came back to stock: counted, the pillage stands',
      { kind: 'city-attack', attacker: 'egypt', defender: 'africa', tokens: 7, pillage: 3, stock: 6 },
      [],
    ],
    [
      '24.52 never more than three per city',
      { kind: 'city-attack', attacker: 'egypt', defender: 'africa', tokens: 7, pillage: 4, stock: 6 },
      ['city-attack/pillage-out-of-range'],
    ],
    [
      '16.1 no more in stock than the tokens outside treasury',
      { kind: 'city-attack', attacker: 'egypt', defender: 'africa', tokens: 7, pillage: 3, stock: 18 },
      ['city-attack/stock-out-of-range'],
    ],
  ])('%s', (_name, entry, expected) => {
    const v = check(setup, low, entry);
    expect(codes(v)).toEqual(expected);
    if (expected.length > 0) expect(rules(v)).toContain('24.52');
  });
  test('24.52 the pillage moves from stock to treasury; 24.32 the city is gone', () => {
    const after = play(setup, low, [{ kind: 'city-attack', attacker: 'egypt', defender: 'africa', tokens: 7, pillage: 2 }]);
    expect(p(after, 'egypt')).toMatchObject({ treasury: 32, stock: 0 });
    expect(p(after, 'africa')).toMatchObject({ cities: 2, stock: 14 });
  });
});

describe('advciv 26.31, 26.41 city support at the removal of surplus population', () => {
  // Egypt: one city, 12 tokens at the census; builds two cities from them (25.2).
  const s = play(setup, stateOf(setup, { egypt: { cities: 1 } }, { turn: 5 }), [census({ egypt: 12 })]);
  const cities = (egypt: number, extra: Partial<Extract<AdvCivEntry, { kind: 'cities' }>> = {}): AdvCivEntry => ({
    kind: 'cities',
    cities: { africa: 0, illyria: 0, crete: 0, babylon: 0, egypt },
    ...extra,
  });
  test.each<[string, AdvCivEntry, readonly string[], readonly string[]]>([
    ['26.31 three cities for a player with 12 tokens who built two: none left to support them', cities(3, { tokens: {} }), ['cities/unsupported'], ['26.31']],
    ['26.31 counted: 4 tokens for 3 cities are not enough', cities(3, { tokens: { egypt: 4 } }), ['cities/unsupported'], ['26.31']],
    ['26.41 one city reduced to two tokens: 6 tokens support the 2 left', cities(2, { tokens: { egypt: 4 }, support: { egypt: [2] } }), [], []],
    [
      '26.41 a reduced city in an area that takes one token: 3 + 1 tokens support the 2 left',
      cities(2, { tokens: { egypt: 3 }, support: { egypt: [1] } }),
      [],
      [],
    ],
    [
      '26.41 an area that takes no token: 3 tokens do not support 2 cities',
      cities(2, { tokens: { egypt: 3 }, support: { egypt: [0] } }),
      ['cities/unsupported'],
      ['26.31'],
    ],
    ['26.31 6 tokens support 3 cities: no reduction', cities(3, { tokens: { egypt: 6 } }), [], []],
    [
      '26.31 one reduction more than support requires',
      cities(2, { tokens: { egypt: 6 }, support: { egypt: [2] } }),
      ['cities/over-reduced'],
      ['26.31', '26.41'],
    ],
    [
      '26.41 reduced cities are replaced from stock',
      cities(2, { tokens: { egypt: 4 }, support: { egypt: [44] } }),
      ['cities/reduction-beyond-stock'],
      ['26.41'],
    ],
    ['26.31 reductions need the tokens counted', cities(2, { support: { egypt: [2] } }), ['player/missing'], ['26.31']],
  ])('%s', (_name, entry, expected, cited) => {
    const v = check(setup, s, entry);
    expect(codes(v)).toEqual(expected);
    expect(rules(v)).toEqual(cited);
  });
  test('26.41 after a counted support check the stock is known again', () => {
    const after = play(setup, s, [cities(2, { tokens: { egypt: 4 }, support: { egypt: [2] } })]);
    expect(p(after, 'egypt')).toMatchObject({ cities: 2, stock: 47 - 6 });
  });
  test('entries made before support was kept are read as before', () => {
    expect(check(setup, s, cities(3))).toEqual([]);
  });
});

describe('advciv 18.1 the turn walker asks for the board phases', () => {
  test('20, 24: population and city attacks have their entries; 22.3 players with ships in play wait for upkeep', () => {
    const s = play(setup, stateOf(setup, { egypt: { ships: 2, treasury: 4 } }, { turn: 4 }), [census({})]);
    const view = turnView(setup, s, []);
    const step = (phase: string) => view.steps.find((x) => x.phase === phase);
    expect(step('population')?.kinds).toEqual(['population']);
    expect(step('conflict')?.kinds).toEqual(['city-attack']);
    expect(step('ships')).toMatchObject({ waiting: ['egypt'], done: false });
    const kept = play(setup, s, [{ kind: 'ships', nation: 'egypt', ships: 2, treasury: 2, levy: 0 }]);
    expect(turnView(setup, kept, [{ kind: 'ships', nation: 'egypt' }]).steps.find((x) => x.phase === 'ships')?.waiting).toEqual([]);
  });
});

describe('the board entries read from outside (files, the database)', () => {
  test.each<[string, unknown, boolean]>([
    ['20 population with counted stock', { kind: 'population', areas: { crete: { one: 1, more: 0 } }, stock: { crete: 9 } }, true],
    ['20 an area count must be a whole number', { kind: 'population', areas: { crete: { one: 'x', more: 0 } } }, false],
    ['24.34 a Pirate city attacked', { kind: 'city-attack', attacker: 'crete', defender: 'pirates', tokens: 7, pillage: 3 }, true],
    ['24.3 a defender that is neither a nation nor Pirates', { kind: 'city-attack', attacker: 'crete', defender: 'vikings', tokens: 7 }, false],
    ['22.1 a levy', { kind: 'ships', nation: 'crete', ships: 1, treasury: 0, levy: 2 }, true],
    ['26.41 reductions per player', { kind: 'cities', cities: { crete: 1 }, tokens: { crete: 3 }, support: { crete: [2] } }, true],
  ])('%s', (_name, raw, ok) => {
    expect(parseAdvCivEntry(raw).ok).toBe(ok);
  });
});

describe('what the board forms show while the table types', () => {
  test('20.2 the population form says what goes on, and asks the stock only where it is unknown', () => {
    const s = stateOf(setup, { crete: { stock: 3 }, egypt: { stock: null } });
    const rows = populationPreview(s, { crete: { one: 1, more: 2 }, africa: { one: 1, more: null } }, {});
    expect(rows.find((r) => r.nation === 'crete')).toMatchObject({ due: 5, added: 3, askStock: false });
    expect(rows.find((r) => r.nation === 'africa')).toMatchObject({ due: null, added: null });
    expect(rows.find((r) => r.nation === 'egypt')?.askStock).toBe(true);
    expect(populationEntryOf(s, { crete: { one: 1, more: 2 } }, {})).toBeNull();
  });
  test('22.3 the ships form says what keeping two ships costs', () => {
    expect(shipsPreview(setup, stateOf(setup, { egypt: { ships: 2 } }), 'egypt', 2)).toMatchObject({ least: 2, most: 4, upkeep: 2 });
  });
  test('24.34 Pirate cities can always be attacked; a player without cities cannot', () => {
    const sides = cityAttackSides(stateOf(setup, { egypt: { cities: 2 } }));
    expect(sides.defenders).toEqual(['egypt', 'pirates']);
  });
  test('26.31 two tokens per city', () => {
    expect(supportPreview(stateOf(setup), { egypt: 3 }).find((r) => r.nation === 'egypt')?.needed).toBe(6);
  });
});
