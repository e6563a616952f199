import { describe, expect, test } from 'vitest';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import { validateAdvCivSetup } from '../../../../src/engine/rulesets/advciv/game';
import { ADVCIV } from '../../../../src/engine/rulesets/advciv/ruleset';
import { NATIONS } from '../../../../src/engine/rulesets/advciv/nations';
import { ADVCIV_VIOLATIONS } from '../../../../src/engine/rulesets/advciv/violations';
import { en, da } from '../../../../src/ui/messages/catalog';
import { placeholders } from '../../../../src/ui/messages/format';
import type { AdvCivState } from '../../../../src/engine/rulesets/advciv/state';
import { cards, check, codes, FIVE, play, rules, setupOf, stateOf } from './helpers';

const setup = setupOf(FIVE);
const s0 = stateOf(setup, { africa: { cities: 9, census: 20, treasury: 5 }, egypt: { cities: 2, census: 6, ships: 1, treasury: 4 } }, { turn: 4 });
const at = (phase: AdvCivState['phase'], s: AdvCivState = s0): AdvCivState => ({ ...s, phase });
const allCities = (n: Partial<Record<string, number>>) => ({ africa: 9, illyria: 0, crete: 0, babylon: 0, egypt: 2, ...n });

describe('advciv: a wrong entry of every kind is refused with its rule', () => {
  const rows: readonly (readonly [string, AdvCivState, AdvCivEntry, string, string])[] = [
    ['18.1 an entry for a phase already passed this turn', at('trade-cards'), { kind: 'census', tokens: {} }, 'phase/already-passed', '18.1'],
    ['25.1 a tenth city', s0, { kind: 'cities', cities: allCities({ africa: 10 }) }, 'cities/out-of-range', '25.1'],
    ['25.2 two new cities from six tokens', s0, { kind: 'cities', cities: allCities({ egypt: 4 }) }, 'cities/too-many-built', '25.2'],
    ['24.52 pillage without a city taken', s0, { kind: 'cities', cities: allCities({}), pillage: { egypt: 1 } }, 'cities/pillage-out-of-range', '24.52'],
    ["25.1 every player's count is entered", s0, { kind: 'cities', cities: { africa: 9 } }, 'player/missing', '25.1'],
    ['31.71 a ninth commodity card kept', s0, { kind: 'hand', nation: 'egypt', cards: { grain: 5, salt: 4 } }, 'hand/over-limit', '31.71'],
    ['8.1 a set larger than the cards printed', s0, { kind: 'hand', nation: 'egypt', cards: { dye: 5 } }, 'hand/set-too-large', '8.1'],
    ['22.4 a fifth ship', s0, { kind: 'ships', nation: 'egypt', ships: 5, treasury: 0 }, 'ships/too-many', '22.4'],
    [
      '22.1, 22.3 more treasury than building and upkeep cost',
      s0,
      { kind: 'ships', nation: 'egypt', ships: 1, treasury: 3 },
      'ships/treasury-overspent',
      '22.1',
    ],
    ['22.1 more treasury than the player holds', s0, { kind: 'ships', nation: 'egypt', ships: 3, treasury: 5 }, 'ships/treasury-overspent', '22.1'],
    [
      '21.1 more tokens on the board than the player has',
      s0,
      { kind: 'census', tokens: { africa: 43, illyria: 1, crete: 1, babylon: 1, egypt: 1 } },
      'census/tokens-out-of-range',
      '21.1',
    ],
    ['15.3 a nation not in the game', s0, { kind: 'ships', nation: 'italy', ships: 1, treasury: 0 }, 'player/unknown', '15.3'],
    [
      '15.61, R-A12 an inert nation takes no part',
      stateOf(setup, { crete: { status: 'inert' } }),
      { kind: 'ships', nation: 'crete', ships: 1, treasury: 0 },
      'player/inert',
      '15.61',
    ],
    ['15.61 leaving twice', stateOf(setup, { crete: { status: 'inert' } }), { kind: 'leave', nation: 'crete', hand: {} }, 'leave/already-inert', '15.61'],
    [
      '15.62, R-A12 an inert nation keeps one card per city',
      stateOf(setup, { crete: { cities: 1 } }),
      { kind: 'leave', nation: 'crete', hand: { salt: 2 } },
      'hand/over-limit',
      '15.62',
    ],
    [
      '8.1 a leaving player keeps no more Dye than the four printed',
      stateOf(setup, { crete: { cities: 9 } }),
      { kind: 'leave', nation: 'crete', hand: { dye: 5 } },
      'hand/set-too-large',
      '8.1',
    ],
  ];
  test.each(rows)('%s', (_what, state, entry, code, rule) => {
    const vs = check(setup, state, entry);
    expect(codes(vs)).toContain(code);
    expect(rules(vs)).toContain(rule);
  });
  test('the corrected entries are accepted', () => {
    expect(check(setup, s0, { kind: 'cities', cities: allCities({ egypt: 3 }) })).toEqual([]);
    expect(check(setup, s0, { kind: 'hand', nation: 'egypt', cards: { grain: 5, salt: 3 } })).toEqual([]);
    expect(check(setup, s0, { kind: 'ships', nation: 'egypt', ships: 2, treasury: 3 })).toEqual([]);
  });
  test('15.6, R-A12 leaving makes a nation inert; it keeps its cards and the hand entered', () => {
    const s = play(setup, stateOf(setup, { crete: { cities: 2, cards: cards('pottery') } }), [{ kind: 'leave', nation: 'crete', hand: { salt: 2 } }]);
    expect(s.players.find((p) => p.nation === 'crete')).toMatchObject({ status: 'inert', hand: { salt: 2 }, cards: { pottery: 0 } });
  });
  test('25.3 Architecture lets treasury help build one city', () => {
    const arch = stateOf(setup, { egypt: { cities: 2, census: 9, treasury: 3, cards: cards('architecture') } });
    expect(check(setup, arch, { kind: 'cities', cities: allCities({ africa: 0, egypt: 4 }) })).toEqual([]);
  });
  test('21 census gives stock = tokens - board - treasury (16.5: 47 tokens with five players)', () => {
    const s = play(setup, s0, [{ kind: 'census', tokens: { africa: 20, illyria: 1, crete: 1, babylon: 1, egypt: 10 } }]);
    expect(s.players.find((p) => p.nation === 'egypt')?.stock).toBe(47 - 10 - 4);
  });
  test("21.1, capitals 3.5 with Bidding each player's census is checked against his own 56 - bid tokens", () => {
    const bid = { ...setupOf(FIVE, {}, ['bidding']), bidding: { method: 'complex' as const, blankLost: false, bids: [30, 0, 1, 2, 3], ties: [] } };
    const start = stateOf(bid);
    // Africa bid 30: 26 tokens; 27 on the board is impossible. Illyria bid 0: 56 tokens, so 50 is possible.
    const v = check(bid, start, { kind: 'census', tokens: { africa: 27, illyria: 50, crete: 1, babylon: 1, egypt: 1 } });
    expect(v.map((x) => [x.code, x.params.nation])).toEqual([['census/tokens-out-of-range', 'africa']]);
    const after = play(bid, start, [{ kind: 'census', tokens: { africa: 20, illyria: 50, crete: 1, babylon: 1, egypt: 1 } }]);
    expect(after.players.map((p) => [p.nation, p.stock])).toEqual([
      ['africa', 6],
      ['illyria', 6],
      ['crete', 54],
      ['babylon', 53],
      ['egypt', 52],
    ]);
  });
});

describe('advciv 24.52 pillage: at most three tokens per city eliminated in a direct attack', () => {
  // s0: Africa 9 cities, Egypt 2, the others none.
  test.each([
    // 24.53: a Pirate city attacked and eliminated may be pillaged, though no player lost a city.
    ['24.53 a Pirate city razed: three tokens', { egypt: 1 }, { egypt: 3 }, allCities({}), []],
    ['24.52 a fourth token for one city is refused', { egypt: 1 }, { egypt: 4 }, allCities({}), ['cities/pillage-out-of-range']],
    // Africa takes one of Egypt's cities and Egypt builds another: the count does not fall, the attack happened.
    ['24.52 a victim who also built a city', { africa: 1 }, { africa: 3 }, allCities({ egypt: 2 }), []],
    [
      '24.52 without razed the limit is inferred from cities lost (none here)',
      undefined,
      { africa: 3 },
      allCities({ egypt: 2 }),
      ['cities/pillage-out-of-range'],
    ],
    ['24.51 no more cities razed than stood (2 of Egypt + 9 Pirate)', { africa: 12 }, {}, allCities({}), ['cities/razed-out-of-range']],
  ] as const)('%s', (_what, razed, pillage, count, expected) => {
    const entry: AdvCivEntry = { kind: 'cities', cities: count, pillage, ...(razed === undefined ? {} : { razed }) };
    const vs = check(setup, s0, entry);
    expect(codes(vs)).toEqual(expected);
    if (expected.length > 0) expect(rules(vs)).toContain('24.52');
  });
  test('15.61, R-A12 an inert nation does not attack, so does not pillage', () => {
    const inert = stateOf(setup, { africa: { cities: 9 }, egypt: { cities: 2 }, crete: { status: 'inert' } }, { turn: 4 });
    const { crete: _gone, ...active } = allCities({ egypt: 1 });
    expect(codes(check(setup, inert, { kind: 'cities', cities: active, pillage: { crete: 3 } }))).toEqual(['player/inert']);
  });
  test('pillage goes to treasury (24.52)', () => {
    const after = play(setup, s0, [{ kind: 'cities', cities: allCities({}), razed: { egypt: 1 }, pillage: { egypt: 2 } }]);
    expect(after.players.find((p) => p.nation === 'egypt')?.treasury).toBe(4 + 2);
  });
});

describe('advciv 16.x, 36.1 setup', () => {
  test.each([
    ['16.1 one player', setupOf(['egypt']), 'setup/player-count', '16.1'],
    [
      '16.1 nine players without a variant',
      setupOf(['africa', 'italy', 'illyria', 'thrace', 'crete', 'asia', 'assyria', 'babylon', 'egypt']),
      'setup/player-count',
      '16.1',
    ],
    ['15.3 the same nation twice', setupOf(['egypt', 'egypt', 'crete']), 'setup/duplicate-nation', '15.3'],
    ['16.7 Egypt is not available to three players', setupOf(['egypt', 'crete', 'africa']), 'setup/nation-unavailable', '16.7'],
    ['16.6 four players from both sides', setupOf(['egypt', 'crete', 'africa', 'asia']), 'setup/mixed-sides', '16.6'],
    ['R-A14 38.1 and 38.2 together', setupOf(FIVE, {}, ['38.1', '38.2']), 'setup/exclusive-variants', '36.1'],
  ] as const)('%s', (_what, s, code, rule) => {
    const vs = validateAdvCivSetup(s);
    expect(codes(vs)).toContain(code);
    expect(rules(vs)).toContain(rule);
  });
  test('16.9 (variant 38.1) nine players with 47 tokens', () => {
    const nine = setupOf(['africa', 'italy', 'illyria', 'thrace', 'crete', 'asia', 'assyria', 'babylon', 'egypt'], {}, ['38.1']);
    expect(validateAdvCivSetup(nine)).toEqual([]);
  });
  test.each([
    // [players, tokens each, rule, nations that may be chosen]
    [2, 55, '16.8', ['africa', 'italy', 'illyria', 'thrace']],
    [3, 47, '16.7', ['africa', 'italy', 'illyria', 'thrace', 'crete']],
    [4, 55, '16.6', ['africa', 'italy', 'illyria', 'thrace', 'crete', 'asia', 'assyria', 'babylon', 'egypt']],
    [5, 47, '16.5', ['africa', 'italy', 'illyria', 'thrace', 'crete', 'asia', 'assyria', 'babylon', 'egypt']],
    [6, 55, '16.4', ['africa', 'italy', 'illyria', 'thrace', 'crete', 'asia', 'assyria', 'babylon', 'egypt']],
    [7, 55, '16.3', ['africa', 'italy', 'illyria', 'thrace', 'crete', 'asia', 'assyria', 'babylon', 'egypt']],
    [8, 47, '16.2', ['africa', 'italy', 'illyria', 'thrace', 'crete', 'asia', 'assyria', 'babylon', 'egypt']],
  ] as const)('%i players: %i tokens each (%s), nations %j', (players, tokens, rule, nations) => {
    const count = ADVCIV.playerCounts[players];
    expect(count).toMatchObject({ tokens, cite: { doc: 'advciv', rule } });
    expect([...(count?.nations ?? [])].sort()).toEqual([...nations].sort());
    // 15.3: one token starts on the board; the rest are in stock.
    const s = setupOf(nations.slice(nations.length - players));
    expect(validateAdvCivSetup(s)).toEqual([]);
    expect(stateOf(s).players.map((p) => p.stock)).toEqual(new Array(players).fill(tokens - 1));
    for (const n of NATIONS.filter((x) => !nations.includes(x as never))) {
      const v = validateAdvCivSetup(setupOf([...nations.slice(0, players - 1), n]));
      expect(v.map((x) => [x.code, x.cite[0]?.rule])).toContainEqual(['setup/nation-unavailable', rule]);
    }
  });
  test.each([[['asia', 'assyria', 'babylon', 'egypt']], [['africa', 'italy', 'illyria', 'thrace']]] as const)('16.6 four players, one side: %j', (nations) => {
    expect(validateAdvCivSetup(setupOf(nations))).toEqual([]);
  });
});

describe('advciv messages: every violation code has a message in English and Danish with the same placeholders', () => {
  test.each(ADVCIV_VIOLATIONS.map((c) => [c]))('violation.%s', (code) => {
    const key = `violation.${code}` as keyof typeof en;
    expect(en[key]).toBeTypeOf('string');
    expect(da[key]).toBeTypeOf('string');
    expect(placeholders(da[key])).toEqual(placeholders(en[key]));
  });
});
