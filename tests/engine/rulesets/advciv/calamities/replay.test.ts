/** The calamity phase inside a replayed turn of the registered advciv game module. */
import { describe, expect, test } from 'vitest';
import { replay } from '../../../../../src/engine/log/replay';
import { ADVCIV_GAME } from '../../../../../src/engine/rulesets/advciv/game';
import type { AdvCivEntry } from '../../../../../src/engine/rulesets/advciv/entries';
import type { LoggedEntry } from '../../../../../src/engine/types';
import { DEFAULT_SETTINGS } from '../../../../../src/engine/rulesets/advciv/settings';
import type { AdvCivSetup } from '../../../../../src/engine/rulesets/advciv/setup';

const setup: AdvCivSetup = {
  players: (['africa', 'italy', 'crete'] as const).map((nation) => ({ name: nation, nation })),
  variants: [],
  settings: DEFAULT_SETTINGS,
};
const L = (tokens: number, citiesReduced: number[] = [], citiesEliminated = 0) => ({ tokens, citiesReduced, citiesEliminated });
const log = (entries: AdvCivEntry[]): LoggedEntry<AdvCivEntry>[] =>
  entries.map((entry, i) => ({ at: `2026-01-01T00:00:${String(i).padStart(2, '0')}Z`, entry }));

const TURN: AdvCivEntry[] = [
  { kind: 'census', tokens: { africa: 20, italy: 20, crete: 20 } },
  { kind: 'cities', cities: { africa: 3, italy: 2, crete: 3 } },
  { kind: 'trade-cards', nation: 'italy', stacks: [1, 2], bought: 0 },
  { kind: 'trade-cards', nation: 'africa', stacks: [1, 2, 3], bought: 0 },
  { kind: 'trade-cards', nation: 'crete', stacks: [1, 2, 3], bought: 0 },
  {
    kind: 'calamities',
    // Crete drew Famine (non-tradable) and traded Superstition to Africa.
    held: [
      { calamity: 'superstition', holder: 'africa', tradedBy: 'crete' },
      { calamity: 'famine', holder: 'crete', tradedBy: null },
    ],
    tokens: { africa: 8, italy: 10, crete: 9 },
    resolutions: [
      // 30.311: Crete loses 10 (a city and five tokens); R-A9: only 16 of the 20 can be assigned (8 each).
      {
        calamity: 'famine',
        assigned: [
          { player: 'africa', amount: 8 },
          { player: 'italy', amount: 8 },
        ],
        losses: { crete: L(5, [], 1), africa: L(3, [], 1), italy: L(8) },
      },
      // 30.321, R-A7: three cities, but Africa has two left.
      { calamity: 'superstition', losses: { africa: L(0, [2, 2]) } },
    ],
    // 29.8: Italy has 2 tokens for 2 cities: one reduction leaving 2 tokens.
    support: { italy: [2] },
  },
];

describe('advciv 29-30 the calamity phase replayed through the game module', () => {
  test('a turn up to the calamities replays without violations, and the calamities change the board', () => {
    const r = replay(ADVCIV_GAME, setup, log(TURN));
    expect(r.violations).toEqual([]);
    expect(r.state.phase).toBe('calamities');
    expect(r.state.players.map((p) => [p.nation, p.cities, p.stock])).toEqual([
      ['africa', 0, 47 - 8 + 3 - 4],
      ['italy', 1, 47 - 10 + 8 - 2],
      ['crete', 2, 47 - 9 + 5],
    ]);
  });
  test('the entry passes the structural gate of the module', () => {
    const raw = JSON.parse(JSON.stringify(TURN[5]));
    expect(ADVCIV_GAME.parseEntry(raw)).toEqual({ ok: true, value: TURN[5] });
  });
  test('an invalid calamity entry is reported at its index (a secondary Famine victim given 9)', () => {
    const bad = TURN.slice(0, 5).concat([
      {
        kind: 'calamities',
        held: [{ calamity: 'famine', holder: 'crete', tradedBy: null }],
        tokens: { africa: 8, italy: 10, crete: 9 },
        resolutions: [
          {
            calamity: 'famine',
            assigned: [
              { player: 'africa', amount: 9 },
              { player: 'italy', amount: 7 },
            ],
            losses: { crete: L(5, [], 1), africa: L(4, [], 1), italy: L(7) },
          },
        ],
      },
    ]);
    const r = replay(ADVCIV_GAME, setup, log(bad));
    expect(r.violations.map((v) => [v.index, v.violations.map((x) => x.code)])).toEqual([[5, ['calamity/secondary-over-cap']]]);
  });
});
