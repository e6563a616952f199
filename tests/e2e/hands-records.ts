/**
 * Game records for the hands browser tests (advciv 19.32, 27.3, 30.312), imported through the home
 * screen: three players (Africa, Italy, Crete), stopped where the test takes over.
 */
const NATIONS = ['africa', 'italy', 'crete'] as const;
const each = (n: number) => Object.fromEntries(NATIONS.map((k) => [k, n]));
const L = (tokens: number) => ({ tokens, citiesReduced: [], citiesEliminated: 0 });

/** A game file of Eva (Africa), Bo (Italy) and Cai (Crete) holding `entries`, one a minute. */
export function threePlayerRecord(id: string, name: string, entries: readonly unknown[]): string {
  return JSON.stringify({
    schemaVersion: 1,
    id,
    name,
    createdAt: '2026-11-25T07:00:00.000Z',
    ruleset: 'advciv',
    setup: {
      players: [
        { name: 'Eva', nation: 'africa' },
        { name: 'Bo', nation: 'italy' },
        { name: 'Cai', nation: 'crete' },
      ],
      variants: [],
      settings: { babylonLateIron: '1600/1900', freeCards: 'required', taxRevolt: 'whole-cities', turnLimit: null },
    },
    entries: entries.map((entry, i) => ({ at: `2026-11-25T07:${String(i).padStart(2, '0')}:00Z`, entry })),
  });
}

const OPENING = [{ kind: 'census', tokens: each(2) }, { kind: 'ast' }, { kind: 'census', tokens: each(4) }, { kind: 'ast' }];

/** Quiet turns from the one start token (15.3): a census of 2, 4, 8 ... each (20.1), no city, the A.S.T. */
const QUIET = (turns: number) => Array.from({ length: turns }, (_, i) => [{ kind: 'census', tokens: each(2 ** (i + 1)) }, { kind: 'ast' }]).flat();

/**
 * 19.32: after five quiet turns (32 tokens each on the board), Italy fills her board in turn 6 (47 =
 * 32 + 15 in stock, 20.1) and Africa counts 32; each builds a city (25.2), Crete none. In turn 7
 * each pays 2 from the stock the city left (19.1: Africa 21, Italy 6), Italy counts 45 (41 + 4) and
 * Africa 26. The cities entry leaves every stock unknown, so at turn 8's taxation Crete has no cities
 * and no known stock; Italy has at most 0 tokens left in stock (47 - 45 - 2 in treasury), Africa 19.
 */
export const CITYLESS_TAXATION = threePlayerRecord('cityless', 'City-less taxation', [
  ...QUIET(5),
  { kind: 'census', tokens: { africa: 32, italy: 47, crete: 32 } },
  { kind: 'cities', cities: { africa: 1, italy: 1, crete: 0 } },
  { kind: 'trade-cards', nation: 'africa', stacks: [1], bought: 0 },
  { kind: 'trade-cards', nation: 'italy', stacks: [1], bought: 0 },
  { kind: 'ast' },
  { kind: 'taxation', stock: { africa: 21, italy: 6 } },
  { kind: 'census', tokens: { africa: 26, italy: 45, crete: 32 } },
  { kind: 'cities', cities: { africa: 1, italy: 1, crete: 0 } },
  { kind: 'trade-cards', nation: 'africa', stacks: [1], bought: 0 },
  { kind: 'trade-cards', nation: 'italy', stacks: [1], bought: 0 },
  { kind: 'ast' },
]);

/**
 * 27.2, 27.3: turn 4 after the draws: Italy (2 cities) drew from stacks 1-2, Africa (3 cities) from
 * stacks 1-3, Crete (no city) nothing. Africa bought Pottery in turn 3 and kept two Grain.
 */
const TO_TURN_4_DRAWS = [
  ...OPENING,
  { kind: 'census', tokens: each(18) },
  { kind: 'cities', cities: { africa: 3, italy: 2, crete: 0 } },
  { kind: 'trade-cards', nation: 'italy', stacks: [1, 2], bought: 0 },
  { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3], bought: 0 },
  { kind: 'purchase', nation: 'africa', cards: ['pottery'], paid: { salt: 4 }, treasury: 0, mining: null },
  { kind: 'hand', nation: 'africa', cards: { grain: 2 } },
  { kind: 'hand', nation: 'italy', cards: {} },
  { kind: 'hand', nation: 'crete', cards: {} },
  { kind: 'ast' },
  { kind: 'taxation', stock: { africa: 30, italy: 30 } },
  { kind: 'census', tokens: each(18) },
  { kind: 'cities', cities: { africa: 3, italy: 2, crete: 0 } },
  { kind: 'trade-cards', nation: 'italy', stacks: [1, 2], bought: 0 },
  { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3], bought: 0 },
];
export const AFTER_DRAWS = threePlayerRecord('draws', 'Stacks drawn', TO_TURN_4_DRAWS);

/**
 * 30.312: as above, then Africa's own Famine (he drew stack 3): with Pottery he shows both his Grain
 * (10 - 2 x 4 = 2 unit points); Italy and Crete lose 8 each (R-A9). Nobody else held three cards to
 * trade with him (28.3), so those two Grain are all the Grain he holds.
 */
export const AFTER_FAMINE = threePlayerRecord('famine', 'Grain shown', [
  ...TO_TURN_4_DRAWS,
  {
    kind: 'calamities',
    held: [{ calamity: 'famine', holder: 'africa', tradedBy: null }],
    tokens: each(18),
    resolutions: [
      {
        calamity: 'famine',
        assigned: [
          { player: 'italy', amount: 8 },
          { player: 'crete', amount: 8 },
        ],
        losses: { africa: L(2), italy: L(8), crete: L(8) },
        grain: { africa: 2 },
      },
    ],
  },
]);
