/**
 * Every Eastern Empires violation code is reached by an entry and cites the rule that refuses it.
 * Codes not exercised elsewhere are reached here, each row naming the rule it comes from.
 */
import { describe, expect, test } from 'vitest';
import { step } from '../../../../src/engine/log/replay';
import type { AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import type { CivilizationId } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import type { EeEntry } from '../../../../src/engine/rulesets/eastern-empires/entries';
import type { VictimOutcome } from '../../../../src/engine/rulesets/eastern-empires/entries/calamity';
import { victimOutcome } from './outcomes';
import { EE_GAME, eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { EePlayer, EeState } from '../../../../src/engine/rulesets/eastern-empires/state';
import { EE_VIOLATIONS, type EeViolationCode } from '../../../../src/engine/rulesets/eastern-empires/violations';

const setup: EeSetup = {
  players: (['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia', 'nubia'] as const).map((civ) => ({ name: civ, civ })),
  settings: DEFAULT_EE_SETTINGS,
};

/** Turn 4, everyone with 3 cities, 15 tokens and 20 treasury, then the changes given. */
function table(changes: Partial<Record<CivilizationId, Partial<EePlayer> & { held?: readonly AdvanceId[] }>> = {}, more: Partial<EeState> = {}): EeState {
  const s = eeInitialState(setup);
  return {
    ...s,
    turn: 4,
    players: s.players.map((p) => {
      const { held, ...rest } = changes[p.civ] ?? {};
      return { ...p, cities: 3, census: 15, treasury: 20, ...(held === undefined ? {} : { advances: Object.fromEntries(held.map((a) => [a, 1])) }), ...rest };
    }),
    ...more,
  };
}

const famine = (outcomes: readonly VictimOutcome[]): EeEntry => ({
  kind: 'calamity',
  calamity: 'famine',
  civ: 'saba',
  secondaries: ['maurya', 'babylon', 'dravidia'],
  outcomes,
});
const famineOutcomes = [
  victimOutcome('saba', { tokensRemoved: 10 }),
  victimOutcome('maurya', { tokensRemoved: 5 }),
  victimOutcome('babylon', { tokensRemoved: 5 }),
  victimOutcome('dravidia', { tokensRemoved: 5 }),
];
const holdingFamine = table({}, { selections: [{ civ: 'saba', kept: ['famine'] }] });
const twice = (s: EeState, e: EeEntry): EeState => step(EE_GAME, setup, s, e).state;

const CASES: readonly (readonly [EeViolationCode, string, EeState, EeEntry])[] = [
  ['ee/player/unknown', 'chapter 4', table(), { kind: 'ships', civ: 'parthia', built: 0, maintained: 0, treasury: 0, tokens: 0 }],
  [
    'ee/tax/already-collected',
    'Phase 1a',
    twice(table(), { kind: 'taxation', stock: { saba: 20, maurya: 20, babylon: 20, dravidia: 20, kushan: 20, persia: 20, nubia: 20 } }),
    { kind: 'taxation', stock: { saba: 14, maurya: 14, babylon: 14, dravidia: 14, kushan: 14, persia: 14, nubia: 14 } },
  ],
  [
    'ee/census/tokens-out-of-range',
    'Phase 2b',
    table(),
    { kind: 'census', tokens: { saba: 36, maurya: 15, babylon: 15, dravidia: 15, kushan: 15, persia: 15, nubia: 15 } },
  ],
  ['ee/cards/already-drawn', 'Phase 6a', twice(table(), { kind: 'trade-cards', civ: 'saba', bought: [] }), { kind: 'trade-cards', civ: 'saba', bought: [] }],
  [
    'ee/cards/wonder-used',
    'chapter 9, Wonder of the World',
    table({ saba: { held: ['wonderOfTheWorld'] } }),
    { kind: 'trade-cards', civ: 'saba', bought: [5, 5] },
  ],
  [
    'ee/selection/already-made',
    'Phase 8',
    twice(table(), { kind: 'calamity-selection', civ: 'saba', held: ['famine'], discarded: [] }),
    { kind: 'calamity-selection', civ: 'saba', held: ['famine'], discarded: [] },
  ],
  ['ee/calamity/already-resolved', 'Phase 9', twice(holdingFamine, famine(famineOutcomes)), famine(famineOutcomes)],
  ['ee/calamity/outcome-missing', 'chapter 8, Famine', holdingFamine, famine(famineOutcomes.slice(0, 3))],
  [
    'ee/calamity/prevention-not-allowed',
    'chapter 8, Famine',
    holdingFamine,
    famine([victimOutcome('saba', { tokensRemoved: 10, prevented: 1 }), ...famineOutcomes.slice(1)]),
  ],
  [
    'ee/ability/target-not-allowed',
    'chapter 9, Monotheism',
    table({ saba: { held: ['monotheism'] } }),
    { kind: 'special-abilities', civ: 'saba', monotheism: { target: 'saba', cities: 0, tokens: 1 } },
  ],
  [
    'ee/ability/units-wrong',
    'chapter 9, Monotheism',
    table({ saba: { held: ['monotheism'] } }),
    { kind: 'special-abilities', civ: 'saba', monotheism: { target: 'maurya', cities: 0, tokens: 16 } },
  ],
  [
    'ee/ability/area-cities',
    'chapter 9, Fundamentalism',
    table({ saba: { held: ['fundamentalism'] } }),
    { kind: 'special-abilities', civ: 'saba', fundamentalism: { target: 'maurya', cities: 3, tokens: 0 } },
  ],
  ['ee/leave/tokens-gained', 'chapter 7', table(), { kind: 'leave', civ: 'saba', others: { maurya: { cities: 3, tokens: 55 } } }],
  ['ee/purchase/duplicate', 'Phase 12', table(), { kind: 'purchase', civ: 'saba', advances: ['pottery', 'pottery'], paid: {}, treasury: 20 }],
  ['ee/purchase/set-too-large', 'Phase 7', table(), { kind: 'purchase', civ: 'saba', advances: ['pottery'], paid: { silk: 5 }, treasury: 0 }],
  [
    'ee/purchase/substitute-not-paid',
    'chapter 9, Trade Empire',
    table({ saba: { held: ['tradeEmpire'] } }),
    { kind: 'purchase', civ: 'saba', advances: ['pottery'], paid: { silk: 3 }, substitute: { card: 'pearls', forSet: 'silk' }, treasury: 0 },
  ],
  [
    'ee/purchase/substitute-same-commodity',
    'chapter 9, Trade Empire',
    table({ saba: { held: ['tradeEmpire'] } }),
    { kind: 'purchase', civ: 'saba', advances: ['pottery'], paid: { silk: 3 }, substitute: { card: 'silk', forSet: 'silk' }, treasury: 0 },
  ],
  [
    'ee/purchase/substitute-set-complete',
    'chapter 9, Trade Empire',
    table({ saba: { held: ['tradeEmpire'] } }),
    { kind: 'purchase', civ: 'saba', advances: ['pottery'], paid: { silk: 4, pearls: 1 }, substitute: { card: 'pearls', forSet: 'silk' }, treasury: 0 },
  ],
];

describe('ee violation codes: each is reached and cites its rule', () => {
  test.each(CASES)('%s (ee %s)', (code, rule, state, entry) => {
    const r = step(EE_GAME, setup, state, entry);
    const v = r.violations.find((x) => x.code === code);
    expect(v?.cite.map((c) => c.rule)).toContain(rule);
    expect(v?.cite.every((c) => c.doc === 'ee')).toBe(true);
  });

  test('every code in EE_VIOLATIONS is reached by some test of this folder', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('./', import.meta.url);
    const text = readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => readFileSync(new URL(f, dir), 'utf8'))
      .join('\n');
    expect(EE_VIOLATIONS.filter((c) => !text.includes(`'${c}'`))).toEqual([]);
  });
});
