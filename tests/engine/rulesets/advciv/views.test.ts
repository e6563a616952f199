/**
 * The advciv views the table UI renders (src/engine/rulesets/advciv/views): the turn walker, the phase-form
 * previews, the players' and scores' views. States come from replaying real entries through the
 * advciv game module, so the views are tested against the engine they explain.
 */
import { describe, expect, test } from 'vitest';
import type { AdvCivEntry } from '../../../../src/engine/rulesets/advciv/entries';
import { replay } from '../../../../src/engine/log/replay';
import { ADVCIV_GAME } from '../../../../src/engine/rulesets/advciv/game';
import { ADVCIV as ADVCIV_RULESET } from '../../../../src/engine/rulesets/advciv/ruleset';
import { DEFAULT_SETTINGS } from '../../../../src/engine/rulesets/advciv/settings';
import type { AdvCivSetup } from '../../../../src/engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../../../src/engine/rulesets/advciv/state';
import { tokensPerPlayer } from '../../../../src/engine/rulesets/advciv/entries/context';
import {
  astPreview,
  calamityDrawers,
  calamityFields,
  calamityPreview,
  censusPreview,
  censusStart,
  citiesAsLastTurn,
  grainAskedOf,
  drawRows,
  handsWithoutPurchase,
  purchasePreview,
  taxPreview,
  taxRows,
} from '../../../../src/engine/rulesets/advciv/views/forms';
import { playerViews, scoreView } from '../../../../src/engine/rulesets/advciv/views/players';
import { handSets, purchasePaymentView } from '../../../../src/engine/rulesets/advciv/views';
import {
  checkSetup,
  lateArrivalsAtSetup,
  missingNations,
  MOST_SEATS,
  playerCountOptions,
  westernExtensionOffered,
} from '../../../../src/engine/rulesets/advciv/views/setup';
import { entriesThisTurn, nextStop, passedOpen, turnView } from '../../../../src/engine/rulesets/advciv/views/turn';
import { held, setupWith, tradePhase } from './variants/scenario';

const SETUP: AdvCivSetup = {
  players: [
    { name: 'Ann', nation: 'crete' },
    { name: 'Bo', nation: 'italy' },
    { name: 'Cy', nation: 'africa' },
  ],
  variants: [],
  settings: DEFAULT_SETTINGS,
};

function play(entries: readonly AdvCivEntry[], setup: AdvCivSetup = SETUP): { state: AdvCivState; logged: { at: string; entry: AdvCivEntry }[] } {
  const logged = entries.map((entry) => ({ at: '2026-01-01T00:00:00.000Z', entry }));
  const r = replay(ADVCIV_GAME, setup, logged);
  expect(r.violations).toEqual([]);
  return { state: r.state as AdvCivState, logged };
}

const CENSUS: AdvCivEntry = { kind: 'census', tokens: { crete: 14, italy: 13, africa: 12 } };
const CITIES: AdvCivEntry = { kind: 'cities', cities: { crete: 2, italy: 2, africa: 2 } };
const DRAWS: readonly AdvCivEntry[] = [
  { kind: 'trade-cards', nation: 'africa', stacks: [1, 2], bought: 0 },
  { kind: 'trade-cards', nation: 'italy', stacks: [1, 2], bought: 0 },
  { kind: 'trade-cards', nation: 'crete', stacks: [1, 2], bought: 0 },
];
const POTTERY: AdvCivEntry = { kind: 'purchase', nation: 'africa', cards: ['pottery'], paid: { salt: 4 }, treasury: 0, mining: null };
const HANDS: readonly AdvCivEntry[] = (['africa', 'italy', 'crete'] as const).map((nation) => ({ kind: 'hand', nation, cards: {} }));
const TURN_1: readonly AdvCivEntry[] = [CENSUS, CITIES, ...DRAWS, POTTERY, ...HANDS, { kind: 'ast' }];

describe('advciv 18.1 the turn walker follows the sequence of play', () => {
  test('the 13 phases in order, with who acts in which order', () => {
    const { state } = play([]);
    const v = turnView(SETUP, state, []);
    expect(v.steps.map((s) => s.phase)).toEqual([
      'taxation',
      'population',
      'census',
      'ships',
      'movement',
      'conflict',
      'city-construction',
      'surplus',
      'trade-cards',
      'trade',
      'calamities',
      'civ-cards',
      'ast',
    ]);
    expect(v.steps.find((s) => s.phase === 'taxation')?.order).toBe('ast');
    expect(v.steps.find((s) => s.phase === 'trade-cards')?.order).toBe('trade');
    expect(v.steps.find((s) => s.phase === 'calamities')?.order).toBe('calamity');
  });

  test('18.1: taxation only if there are cities; population (20) is optional: with none, the walker starts at the census', () => {
    const { state } = play([]);
    expect(turnView(SETUP, state, []).suggested).toBe('census');
    const later = play([...TURN_1]).state;
    expect(turnView(SETUP, later, []).suggested).toBe('taxation');
  });

  test.each([
    { after: [CENSUS], suggested: 'surplus', rule: '21, 25.2: census recorded, six tokens or more could build a city: the cities next' },
    {
      after: [{ kind: 'census', tokens: { crete: 5, italy: 4, africa: 1 } } as AdvCivEntry],
      suggested: 'civ-cards',
      rule: '25.2, 27.1, 29.1: no cities and no census of six: no city can stand, nothing drawn, no calamity, the hands next',
    },
    { after: [CENSUS, CITIES], suggested: 'trade-cards', rule: '24-26: cities recorded, trade cards next' },
    { after: [CENSUS, CITIES, ...DRAWS.slice(0, 2)], suggested: 'trade-cards', rule: '27.1: one player still to draw' },
    { after: [CENSUS, CITIES, ...DRAWS], suggested: 'calamities', rule: '28, 29.1: everyone drew, trade at the table, calamities owed' },
    { after: [CENSUS, CITIES, ...DRAWS, POTTERY, ...HANDS.slice(0, 2)], suggested: 'civ-cards', rule: '31.71: one hand still to enter' },
    { after: [CENSUS, CITIES, ...DRAWS, POTTERY, ...HANDS], suggested: 'ast', rule: '33: all hands entered' },
  ])('$rule', ({ after, suggested }) => {
    const { state, logged } = play(after);
    expect(turnView(SETUP, state, entriesThisTurn(logged)).suggested).toBe(suggested);
  });

  test('27.1: trade cards are drawn fewest cities first, ties in A.S.T. order (17.4, R-A10)', () => {
    const { state } = play([CENSUS, { kind: 'cities', cities: { crete: 1, italy: 2, africa: 2 } }]);
    const step = turnView(SETUP, state, []).steps.find((s) => s.phase === 'trade-cards');
    expect(step?.players.map((p) => p.nation)).toEqual(['crete', 'africa', 'italy']);
    expect(step?.waiting).toEqual(['crete', 'africa', 'italy']);
  });

  test('advciv 27.1, 27.51 a player with no cities is not waited for at the draw (he may still buy first)', () => {
    const { state, logged } = play([CENSUS, { kind: 'cities', cities: { crete: 0, italy: 2, africa: 2 } }]);
    const v = turnView(SETUP, state, entriesThisTurn(logged));
    const step = v.steps.find((s) => s.phase === 'trade-cards');
    expect(step?.players.map((p) => p.nation)).toEqual(['crete', 'africa', 'italy']);
    expect(step?.waiting).toEqual(['africa', 'italy']);
    const drawn = play([
      CENSUS,
      { kind: 'cities', cities: { crete: 0, italy: 2, africa: 2 } },
      DRAWS[0] as AdvCivEntry,
      { kind: 'trade-cards', nation: 'italy', stacks: [1, 2], bought: 0 },
    ]);
    expect(turnView(SETUP, drawn.state, entriesThisTurn(drawn.logged)).steps.find((s) => s.phase === 'trade-cards')?.done).toBe(true);
  });

  test.each([
    { phase: 'taxation', need: 'owed', rule: '19.1 taxes' },
    { phase: 'population', need: 'optional', rule: '20 recorded when wanted' },
    { phase: 'census', need: 'owed', rule: '21.1 census' },
    { phase: 'ships', need: 'optional', rule: '22.3 no ships in play: no upkeep owed' },
    { phase: 'movement', need: 'nothing', rule: '23 done at the table' },
    { phase: 'conflict', need: 'optional', rule: '24.3 city attacks when they happen' },
    { phase: 'city-construction', need: 'nothing', rule: '25 recorded with the cities' },
    { phase: 'surplus', need: 'owed', rule: '24-26 players hold cities: they are entered for the draws (27.1)' },
    { phase: 'trade-cards', need: 'owed', rule: '27.1 draws' },
    { phase: 'trade', need: 'optional', rule: '28 trades when recorded' },
    { phase: 'calamities', need: 'owed', rule: '29.1 trade cards were drawn' },
    { phase: 'civ-cards', need: 'owed', rule: '31.71 hands kept' },
    { phase: 'ast', need: 'owed', rule: '33 A.S.T.' },
  ])('advciv 18.1 what a quiet turn needs: $phase $need ($rule)', ({ phase, need }) => {
    // Turn 2 after TURN_1: every player has two cities, the census of 14/13/12 supports them, everyone drew.
    const { state, logged } = play([...TURN_1, CENSUS, ...DRAWS]);
    expect(turnView(SETUP, state, entriesThisTurn(logged)).steps.find((s) => s.phase === phase)?.need).toBe(need);
  });

  test('advciv 24-26, 26.31 with cities in play the cities are owed after the census, supported or not', () => {
    const short = play([...TURN_1, { kind: 'census', tokens: { crete: 3, italy: 13, africa: 12 } }]);
    expect(turnView(SETUP, short.state, entriesThisTurn(short.logged)).suggested).toBe('surplus');
    const enough = play([...TURN_1, CENSUS]);
    expect(turnView(SETUP, enough.state, entriesThisTurn(enough.logged)).suggested).toBe('surplus');
    const entered = play([...TURN_1, CENSUS, CITIES]);
    expect(turnView(SETUP, entered.state, entriesThisTurn(entered.logged)).suggested).toBe('trade-cards');
  });

  test('advciv 25.2 without cities the cities are owed once a census of six could build one', () => {
    const six = play([{ kind: 'census', tokens: { crete: 1, italy: 6, africa: 1 } }]);
    expect(turnView(SETUP, six.state, entriesThisTurn(six.logged)).steps.find((s) => s.phase === 'surplus')?.need).toBe('owed');
    const five = play([{ kind: 'census', tokens: { crete: 5, italy: 5, africa: 5 } }]);
    expect(turnView(SETUP, five.state, entriesThisTurn(five.logged)).steps.find((s) => s.phase === 'surplus')?.need).toBe('optional');
  });

  test('advciv 25.3 with Architecture a census of three and three treasury tokens could build a city: the cities are owed', () => {
    const { state, logged } = play([{ kind: 'census', tokens: { crete: 3, italy: 1, africa: 1 } }]);
    const architect = (treasury: number): AdvCivState => ({
      ...state,
      players: state.players.map((p) => (p.nation === 'crete' ? { ...p, treasury, cards: { ...p.cards, architecture: 1 } } : p)),
    });
    expect(turnView(SETUP, architect(3), entriesThisTurn(logged)).steps.find((s) => s.phase === 'surplus')?.need).toBe('owed');
    expect(turnView(SETUP, architect(2), entriesThisTurn(logged)).steps.find((s) => s.phase === 'surplus')?.need).toBe('optional');
  });

  test('advciv 18.1 one tap passes a run with nothing owed (nextStop), and the phases passed stay listed while open (passedOpen)', () => {
    const { state, logged } = play([...TURN_1, { kind: 'census', tokens: { crete: 14, italy: 13, africa: 12 } }]);
    const v = turnView(SETUP, state, entriesThisTurn(logged));
    expect(nextStop(v, 'ships')).toBe('surplus');
    expect(nextStop(v, 'taxation')).toBe('surplus');
    expect(nextStop(v, 'surplus')).toBe('trade-cards');
    // Taxation skipped (still owed, still open), the optional board phases passed; population is behind the census.
    expect(passedOpen(v, 'trade-cards')).toEqual(['ships', 'conflict', 'surplus']);
  });

  test('advciv 18.1, 22: a phase that took an entry this turn (ships built) is not listed as passed with nothing entered', () => {
    const { state, logged } = play([CENSUS, { kind: 'ships', nation: 'crete', ships: 1, treasury: 0 }]);
    const v = turnView(SETUP, state, entriesThisTurn(logged));
    expect(v.steps.find((s) => s.phase === 'ships')).toMatchObject({ open: true, entered: true });
    expect(passedOpen(v, 'surplus')).toEqual(['conflict']);
  });

  test('advciv 29 no calamity held is one entry of none: the walker goes on to the cards (31)', () => {
    const { state, logged } = play([
      ...TURN_1,
      CENSUS,
      ...DRAWS,
      { kind: 'calamities', held: [], tokens: { crete: 14, italy: 13, africa: 12 }, resolutions: [] },
    ]);
    expect(turnView(SETUP, state, entriesThisTurn(logged)).suggested).toBe('civ-cards');
  });

  test('entriesThisTurn starts after the last A.S.T. entry', () => {
    const { logged } = play([...TURN_1, CENSUS]);
    expect(entriesThisTurn(logged)).toEqual([CENSUS]);
  });
});

describe('advciv 21.1, 21.2 census order shown while typing', () => {
  test('most tokens first, ties by A.S.T. order', () => {
    const { state } = play([]);
    expect(censusPreview(SETUP, state, { crete: 10, italy: 12, africa: 10 }).map((o) => o.nation)).toEqual(['italy', 'africa', 'crete']);
  });
});

describe('advciv 21.1, 20.1 the census form starts from the last census, at most what the census may count', () => {
  test('nothing before the first census; after it, the last census of every player, at most twice what his cities left on the board', () => {
    expect(censusStart(SETUP, play([]).state)).toEqual({});
    // 14/13/12 at the census, two cities each took 12 (25.2): 2/1/0 were left, so at most 4/2/0 (20.1).
    expect(censusStart(SETUP, play([...TURN_1]).state)).toEqual({ crete: 4, italy: 2, africa: 0 });
    // Without a city the last census stands (20.1: 14 of at most 28).
    expect(censusStart(SETUP, play([CENSUS, { kind: 'cities', cities: { crete: 0, italy: 0, africa: 0 } }, { kind: 'ast' }]).state)).toEqual({
      crete: 14,
      italy: 13,
      africa: 12,
    });
  });
});

describe('advciv 30.312 only Pottery holders are asked for Grain shown against Famine', () => {
  test('nobody holds Pottery: nobody is asked; Africa bought it: only Africa', () => {
    const all = ['crete', 'italy', 'africa'] as const;
    expect(grainAskedOf(play([]).state, all)).toEqual([]);
    expect(grainAskedOf(play([...TURN_1]).state, all)).toEqual(['africa']);
  });
});

describe('advciv 19 taxation preview', () => {
  const turn2 = () => play([...TURN_1]).state;

  test('19.1: rows for players with cities, due = cities x 2', () => {
    expect(taxRows(SETUP, turn2()).map((r) => [r.nation, r.due, r.rates])).toEqual([
      ['africa', 4, [2]],
      ['italy', 4, [2]],
      ['crete', 4, [2]],
    ]);
  });

  test('19.31, R-A11: a player short of tokens pays for whole cities, the rest revolt; 19.32, R-A10: the beneficiary tie goes by A.S.T. order', () => {
    const p = taxPreview(SETUP, turn2(), { crete: 25, italy: 3, africa: 25 }, {});
    expect(p.due.find((d) => d.nation === 'italy')).toMatchObject({ due: 4, paid: 2, revolting: 1 });
    expect(p.outcomes.find((o) => o.nation === 'italy')?.takenBy).toEqual([{ nation: 'africa', cities: 1 }]);
    expect(p.due.find((d) => d.nation === 'italy')?.cite.map((c) => c.rule)).toContain('19.31');
  });
});

describe('advciv 27.2, 27.51 trade-card rows', () => {
  test('a player draws one card from each stack up to his cities; buying from stack 9 needs 18 treasury each', () => {
    const { state } = play([CENSUS, CITIES]);
    const rows = drawRows(SETUP, state, ['africa', 'italy', 'crete']);
    expect(rows.map((r) => r.stacks)).toEqual([
      [1, 2],
      [1, 2],
      [1, 2],
    ]);
    expect(rows.every((r) => r.canBuy === 0 && r.price === 18)).toBe(true);
  });
});

describe('advciv 27.1, 27.51 who can still buy from the ninth stack', () => {
  const withTreasury = (state: AdvCivState, treasury: Partial<Record<string, number>>): AdvCivState => ({
    ...state,
    players: state.players.map((p) => ({ ...p, treasury: treasury[p.nation] ?? p.treasury })),
  });
  const draw = (state: AdvCivState, entry: AdvCivEntry): AdvCivState => {
    const h = ADVCIV_GAME.handlers['trade-cards'];
    const e = entry as Extract<AdvCivEntry, { kind: 'trade-cards' }>;
    expect(h.validate(state, e, SETUP)).toEqual([]);
    return h.apply(state, e, SETUP);
  };
  const order = ['crete', 'africa', 'italy'] as const; // 27.1: fewest cities first, ties A.S.T. order

  test('a player without cities buys before the next player draws, not after (27.51)', () => {
    const { state } = play([CENSUS, { kind: 'cities', cities: { crete: 0, italy: 2, africa: 2 } }]);
    const rich = withTreasury(state, { crete: 18 });
    const before = drawRows(SETUP, rich, order);
    expect(before.map((r) => [r.nation, r.stacks, r.canStillBuy])).toEqual([
      ['crete', [], true],
      ['africa', [1, 2], false], // 27.51: nothing in his treasury to buy with
      ['italy', [1, 2], false],
    ]);
    const after = drawRows(SETUP, draw(rich, { kind: 'trade-cards', nation: 'africa', stacks: [1, 2], bought: 0 }), order);
    expect(after.find((r) => r.nation === 'crete')?.canStillBuy).toBe(false);
  });

  test('two players without cities: the second may still buy after the first bought (27.1 order), and nobody once he drew', () => {
    const { state } = play([CENSUS, { kind: 'cities', cities: { crete: 0, italy: 2, africa: 0 } }]);
    const rich = withTreasury(state, { crete: 18, africa: 36 });
    const bought = draw(rich, { kind: 'trade-cards', nation: 'africa', stacks: [], bought: 2 });
    const rows = drawRows(SETUP, bought, ['africa', 'crete', 'italy']);
    expect(rows.map((r) => [r.nation, r.canStillBuy])).toEqual([
      ['africa', false],
      ['crete', true],
      ['italy', false],
    ]);
  });
});

describe('advciv 24-26 cities as last turn', () => {
  test('every player keeps his cities: the entry the cities handler takes when the census supports them (26.31)', () => {
    const { state } = play([...TURN_1, CENSUS]);
    const { entry, violations } = citiesAsLastTurn(SETUP, state);
    expect(entry.cities).toEqual({ crete: 2, italy: 2, africa: 2 });
    expect(violations).toEqual([]);
    expect(play([...TURN_1, CENSUS, entry]).state.players.map((p) => p.cities)).toEqual([2, 2, 2]);
  });

  test('19.1, 26.1: nothing left the board since the census, so the tokens counted are the census and the stock is known for the taxes', () => {
    const { state } = play([...TURN_1, CENSUS]);
    const { entry } = citiesAsLastTurn(SETUP, state);
    expect(entry.tokens).toEqual(CENSUS.tokens);
    const after = play([...TURN_1, CENSUS, entry]).state;
    for (const p of after.players) expect(p.stock).toBe(tokensPerPlayer(SETUP, p.nation) - (CENSUS.tokens[p.nation] ?? 0) - p.treasury);
  });

  test('26.31: a census too short for the cities refuses it: the table enters the reductions', () => {
    const { state } = play([...TURN_1, { kind: 'census', tokens: { crete: 3, italy: 13, africa: 12 } }]);
    expect(citiesAsLastTurn(SETUP, state).violations.map((v) => [v.code, v.cite[0]?.rule])).toEqual([['cities/unsupported', '26.31']]);
  });
});

describe('advciv 31.71 the hand kept without a purchase', () => {
  test('a player who drew this turn is recorded as not known: the table asserted no purchase, not his hand', () => {
    const turn1 = TURN_1.map((e): AdvCivEntry => (e.kind === 'hand' && e.nation === 'italy' ? { kind: 'hand', nation: 'italy', cards: { ochre: 2 } } : e));
    const { state } = play([...turn1, CENSUS, CITIES, ...DRAWS]);
    expect(handsWithoutPurchase(SETUP, state, ['africa', 'italy', 'crete']).map((h) => [h.nation, h.hand, h.entry])).toEqual([
      ['africa', null, { kind: 'hand', nation: 'africa', unknown: true }],
      ['italy', null, { kind: 'hand', nation: 'italy', unknown: true }],
      ['crete', null, { kind: 'hand', nation: 'crete', unknown: true }],
    ]);
    const bought = play([CENSUS, CITIES, ...DRAWS, POTTERY]).state;
    expect(handsWithoutPurchase(SETUP, bought, ['africa', 'italy', 'crete']).map((h) => h.nation)).toEqual(['italy', 'crete']);
  });

  test('27.2, 28.3: a known hand nothing this turn changed (no card drawn, received or given) is kept again', () => {
    const turn1 = TURN_1.map((e): AdvCivEntry => (e.kind === 'hand' && e.nation === 'italy' ? { kind: 'hand', nation: 'italy', cards: { ochre: 2 } } : e));
    const { state } = play([...turn1, CENSUS, CITIES]);
    const rows = handsWithoutPurchase(SETUP, state, ['italy']);
    expect(rows.map((h) => [h.nation, h.hand, h.entry])).toEqual([['italy', { ochre: 2 }, { kind: 'hand', nation: 'italy', cards: { ochre: 2 } }]]);
    expect(rows[0]?.cite.map((c) => c.rule)).toEqual(['31.71']);
  });
});

describe('advciv 31 purchase preview', () => {
  // Africa kept three Grain from turn 1 (31.71), so he holds them in turn 2 (calc/hands.ts).
  const turn2 = () =>
    play(TURN_1.map((e): AdvCivEntry => (e.kind === 'hand' && e.nation === 'africa' ? { kind: 'hand', nation: 'africa', cards: { grain: 3 } } : e))).state;

  test('31.52, 31.53: Pottery held since turn 1 gives Cloth Making a credit of 10 (45 - 10 = 35)', () => {
    const p = purchasePreview(SETUP, turn2(), 'africa', { cards: ['cloth-making'], hand: { grain: 3 }, paid: { grain: 3 }, treasury: 0, mining: null });
    expect(p?.due).toBe(35);
    expect(p?.value).toBe(36); // 28.51: 3 x 3 x 4
    expect(p?.lost).toBe(1); // 31.58: no change
    expect(p?.violations).toEqual([]);
    expect(p?.prices.find((r) => r.card === 'cloth-making')?.credits.map((l) => [l.from, l.amount])).toEqual([['pottery', 10]]);
  });

  test('28.51, 31.58: the shop marks what the whole hand and treasury can pay for', () => {
    const p = purchasePreview(SETUP, turn2(), 'africa', { cards: [], hand: { grain: 3 }, paid: {}, treasury: 0, mining: null });
    // 3 Grain = 36 (28.51), no treasury yet: only Cloth Making at 35 (Pottery's credit) fits.
    expect(p?.affordable).toEqual(['cloth-making']);
  });

  test('a big hand is answered at once (no enumeration of every purchase)', () => {
    const hand = { gold: 5, ivory: 4, dye: 4, gems: 5, spices: 6, resin: 5, silver: 5, bronze: 6 };
    const t0 = performance.now();
    const p = purchasePreview(SETUP, turn2(), 'crete', { cards: [], hand, paid: {}, treasury: 0, mining: null });
    expect(performance.now() - t0).toBeLessThan(200);
    expect(p?.affordable.length).toBeGreaterThan(10);
  });

  test('31.62: Roadbuilding without Engineering is refused with the rule number', () => {
    const p = purchasePreview(SETUP, turn2(), 'crete', { cards: ['roadbuilding'], hand: { gold: 4 }, paid: { gold: 4 }, treasury: 0, mining: null });
    const v = p?.violations.find((x) => x.code === 'purchase/missing-prerequisite');
    expect(v?.cite.map((c) => c.rule)).toContain('31.62');
  });

  test('31.58, R-A4: not enough funds', () => {
    const p = purchasePreview(SETUP, turn2(), 'italy', { cards: ['pottery'], hand: { ochre: 2 }, paid: { ochre: 2 }, treasury: 0, mining: null });
    expect(p?.violations.map((v) => v.code)).toContain('purchase/not-enough-funds');
    expect(p?.leftover).toEqual({ hand: {}, treasury: 0 });
  });
});

describe('advciv 28.51, 31.58 the purchase form finds the sets to turn in', () => {
  test('28.51: each set counted from the cards typed in: two Iron 8, three Salt 27', () => {
    expect(handSets(SETUP, { iron: 2, salt: 3 })).toEqual([
      { commodity: 'iron', cards: 2, value: 8 },
      { commodity: 'salt', cards: 3, value: 27 },
    ]);
  });

  test('31.58: 35 due (Cloth Making after the Pottery credit) is paid with both sets, nothing lost, no treasury', () => {
    const { state } = play(TURN_1);
    const pay = purchasePaymentView(SETUP, state, 'africa', { iron: 2, salt: 3 }, 0, 35);
    expect(pay?.paid).toEqual({ iron: 2, salt: 3 });
    expect(pay?.treasury).toBe(0);
    expect(pay?.lost).toBe(0);
  });

  test('31.58: 27 due is paid with the Salt set alone (the Iron set is kept)', () => {
    const { state } = play(TURN_1);
    expect(purchasePaymentView(SETUP, state, 'africa', { iron: 2, salt: 3 }, 0, 27)?.paid).toEqual({ salt: 3 });
  });

  test('31.41, R-A4: more than the hand and the treasury can pay: no payment', () => {
    const { state } = play(TURN_1);
    expect(purchasePaymentView(SETUP, state, 'africa', { iron: 2, salt: 3 }, 0, 36)).toBeNull();
  });
});

describe('advciv 29.6 calamity preview', () => {
  test('Famine (30.311): the primary loses 10; 20 more to name at most 8 each, the rest lapses (R-A9)', () => {
    const { state } = play([
      CENSUS,
      { kind: 'cities', cities: { crete: 2, italy: 2, africa: 2 } },
      ...DRAWS.slice(0, 2),
      { kind: 'trade-cards', nation: 'crete', stacks: [1, 2], bought: 0 },
    ]);
    // Famine is in stack 3: with two cities nobody drew it, which the engine says (27.2).
    const p = calamityPreview(SETUP, state, {
      kind: 'calamities',
      held: [{ calamity: 'famine', holder: 'crete', tradedBy: null }],
      tokens: { crete: 14, italy: 13, africa: 12 },
      resolutions: [{ calamity: 'famine' }],
    });
    expect(p.applies.map((h) => h.calamity)).toEqual(['famine']);
    expect(p.violations.map((v) => v.code)).toContain('calamity/stack-not-drawn');
    const step = p.steps[0];
    expect(step?.secondary?.total.value).toBe(16);
    expect(step?.secondary?.candidates.map((c) => c.cap.value)).toEqual([8, 8]);
  });
});

describe('advciv 33 A.S.T. preview', () => {
  test('33.1: every marker advances out of the Stone Age start', () => {
    const { state } = play([CENSUS, CITIES]);
    expect(astPreview(SETUP, state).map((r) => r.move.kind)).toEqual(['advance', 'advance', 'advance']);
  });
});

describe('advciv 33.11, 33.22 the next A.S.T. space and what it needs', () => {
  test('entering the Early Bronze Age needs 2 cities: with 1 the requirement shows as unmet with what he has', () => {
    const { state } = play([...TURN_1]);
    const track = ADVCIV_RULESET.tracks.africa;
    const first = track.findIndex((sp) => sp.epoch === 'early-bronze');
    const lone: AdvCivState = { ...state, players: state.players.map((p) => (p.nation === 'africa' ? { ...p, ast: first - 1, cities: 1 } : p)) };
    const next = playerViews(SETUP, lone).find((v) => v.player.nation === 'africa')?.ast.next;
    expect(next).toMatchObject({ epoch: 'early-bronze', entering: true });
    expect(next?.requirements).toEqual([{ requirement: { kind: 'cities', min: 2 }, need: 2, have: 1, met: false }]);
    const two = { ...lone, players: lone.players.map((p) => (p.nation === 'africa' ? { ...p, cities: 2 } : p)) };
    expect(playerViews(SETUP, two).find((v) => v.player.nation === 'africa')?.ast.next?.requirements[0]?.met).toBe(true);
  });
});

describe('advciv 35.1 players and scores', () => {
  test('players see the price of every card not held, cheapest first, and their points', () => {
    const { state } = play([...TURN_1]);
    const africa = playerViews(SETUP, state).find((v) => v.player.nation === 'africa');
    expect(africa?.cards.map((c) => c.card)).toEqual(['pottery']);
    expect(africa?.prices.some((p) => p.card === 'pottery')).toBe(false);
    const prices = africa?.prices.map((p) => p.price) ?? [];
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    // 35.1: Pottery 45 + 2 cities x 50 + A.S.T. space 1 x 100.
    expect(africa?.score?.total).toBe(245);
  });

  test('35.2: places by total, best first', () => {
    const { state } = play([...TURN_1]);
    const rows = scoreView(SETUP, state);
    expect(rows[0]?.nation).toBe('africa');
    expect(rows.map((r) => r.place)).toEqual([1, 2, 2]);
  });
});

describe('advciv 16 new-game options', () => {
  test.each([
    { players: 3, tokens: 47, rule: '16.7' },
    { players: 2, tokens: 55, rule: '16.8' },
    { players: 8, tokens: 47, rule: '16.2' },
  ])('$players players: $tokens tokens ($rule)', ({ players, tokens, rule }) => {
    const o = playerCountOptions([]).find((x) => x.players === players);
    expect(o?.tokens).toBe(tokens);
    expect(o?.cite.rule).toBe(rule);
  });

  test('16.9: nine players only with variant 38.1', () => {
    expect(playerCountOptions([]).some((o) => o.players === 9)).toBe(false);
    expect(playerCountOptions(['38.1']).some((o) => o.players === 9)).toBe(true);
  });

  test('15.3: every seat needs the nation its place card gave', () => {
    expect(missingNations([{ nation: 'crete' }, { nation: '' }]).map((v) => [v.code, v.cite[0]?.rule, v.params.n])).toEqual([
      ['setup/nation-missing', '15.3', 2],
    ]);
  });

  test('a nation not on offer is refused (16.7)', () => {
    const v = checkSetup({ ...SETUP, players: [...SETUP.players.slice(0, 2), { name: 'X', nation: 'egypt' }] });
    expect(v.map((x) => x.code)).toEqual(['setup/nation-unavailable']);
  });
});

describe('advciv 29.5 who enters the calamities drawn at the table (calamityDrawers)', () => {
  // The variant's example (39.6): Babylon holds Civil War, Flood and Iconoclasm & Heresy.
  const three = [held('civil-war', 'babylon'), held('flood', 'babylon'), held('iconoclasm-heresy', 'babylon', 'egypt')];
  test.each([
    ['29.5 two calamities apply, nothing drawn', [], [held('flood', 'babylon'), held('famine', 'babylon')], [], []],
    ['29.5 more than two: the holder enters the two drawn', [], three, [], ['babylon']],
    ['29.5 only the holder of more than two draws', [], [...three, held('famine', 'egypt')], [], ['babylon']],
    ['29.51 with 39.6, Civil War and one other drawn', ['39.6'], three, [], ['babylon']],
    ['29.52 with 39.6 and Military, all apply: no draw', ['39.6'], three, ['military'], []],
    ['29.5 base rules: Military does not spare the draw', [], three, ['military'], ['babylon']],
  ] as const)('%s', (_name, variants, holds, cards, expected) => {
    const setup = setupWith(variants);
    expect(calamityDrawers(setup, tradePhase(setup, {}, { babylon: cards }), holds)).toEqual(expected);
  });
});

describe('advciv 38.21 the Western Extension setting is offered with variant 38.2', () => {
  test.each([
    ['38.2 chosen: offered', ['38.2'], false, true],
    ['no 38.2: not offered', [], false, false],
    ['38.1 alone: not offered', ['38.1'], false, false],
    ['set without 38.2: shown so it can be unset', [], true, true],
  ] as const)('%s', (_name, variants, we, offered) => {
    expect(westernExtensionOffered(variants, { ...DEFAULT_SETTINGS, westernExtension: we })).toBe(offered);
  });
});

describe('advciv 5.1 one nation per seat', () => {
  test('a new game offers as many seats as the largest player count', () => {
    const most = Math.max(...playerCountOptions(['38.2']).map((o) => o.players));
    expect(MOST_SEATS).toBe(most);
  });
});

describe('advciv R-G2 the map facts each calamity asks the table for (calamityFields)', () => {
  const on = (f: Readonly<Record<string, boolean>>) =>
    Object.keys(f)
      .filter((k) => f[k] === true)
      .sort();
  test.each([
    ['30.211-30.212 Volcanic Eruption or Earthquake', [], 'volcano', ['earthquakeVictim', 'volcano']],
    ['30.312 Famine: Grain shown against it (Pottery)', [], 'famine', ['grain']],
    ['30.511-30.514 Flood: flood plain and coastal cities', [], 'flood', ['coastal', 'floodPlain']],
    ['39.4 (30.5121) Flood: and non-player units on the plain', ['39.4'], 'flood', ['coastal', 'floodPlain', 'floodPlainBarbarians']],
    ['30.911 Piracy: coastal cities', [], 'piracy', ['coastal']],
    ['30.41 Civil War: none of these', [], 'civil-war', []],
    ['30.61 Epidemic: none of these', [], 'epidemic', []],
  ] as const)('%s', (_name, variants, calamity, fields) => {
    expect(on(calamityFields(variants, calamity))).toEqual(fields);
  });
});

describe('advciv 38.1 (16.10) late arrivals are offered at set-up once all nine nations are seated', () => {
  test.each([
    ['38.1, nine players', ['38.1'], 9, true],
    ['38.1, eight players: nobody waits', ['38.1'], 8, false],
    ['no 38.1, nine players (16.1)', [], 9, false],
    ['38.2 alone, nine players', ['38.2'], 9, false],
  ] as const)('%s', (_name, variants, players, offered) => {
    expect(lateArrivalsAtSetup(variants, players)).toBe(offered);
  });
});
