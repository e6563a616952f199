/**
 * A short advciv game record with a late arrival (15.5), shared by the replay test and the browser
 * test: six players; in turn 1 Egypt builds five cities and draws Civil War; Dana, waiting as
 * Babylon, enters as its beneficiary (15.52) with two cities and four tokens.
 */
import type { AdvCivEntry } from '../../../../../src/engine/rulesets/advciv/entries';
import type { AdvCivSetup } from '../../../../../src/engine/rulesets/advciv/setup';
import { DEFAULT_SETTINGS } from '../../../../../src/engine/rulesets/advciv/settings';
import type { GameRecord } from '../../../../../src/engine/types';

const NATIONS = ['africa', 'italy', 'illyria', 'thrace', 'crete', 'egypt'] as const;
const NAMES = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'] as const;
const ones = (egypt: number) => Object.fromEntries(NATIONS.map((n) => [n, n === 'egypt' ? egypt : 1]));

export const LATE_SETUP: AdvCivSetup = {
  players: NATIONS.map((nation, i) => ({ name: NAMES[i] ?? nation, nation })),
  variants: [],
  settings: DEFAULT_SETTINGS,
};

export const LATE_ENTRIES: readonly AdvCivEntry[] = [
  { kind: 'join', name: 'Dana', nation: 'babylon' }, // 15.51
  { kind: 'census', tokens: ones(54) },
  { kind: 'cities', cities: { ...Object.fromEntries(NATIONS.map((n) => [n, 0])), egypt: 5 } }, // 25.2: 30 of Egypt's 54 tokens
  { kind: 'trade-cards', nation: 'egypt', stacks: [1, 2, 3, 4, 5], bought: 0 },
  {
    kind: 'calamities',
    held: [{ calamity: 'civil-war', holder: 'egypt', tradedBy: null }],
    tokens: ones(24),
    // 30.4121, 30.4123: 15 + 20 unit points; Egypt keeps the first faction (3 cities, 20 tokens), Dana annexes 2 cities and 4 tokens.
    resolutions: [
      { calamity: 'civil-war', civilWar: { primarySelects: { cities: 1, tokens: 10 }, beneficiarySelects: { cities: 2, tokens: 10 }, retained: 'first' } },
    ],
  },
];

export const LATE_RECORD: GameRecord<AdvCivSetup, AdvCivEntry> = {
  schemaVersion: 1,
  id: 'late-arrival',
  name: 'Late arrival at a Civil War',
  createdAt: '2026-11-01T09:00:00.000Z',
  ruleset: 'advciv',
  setup: LATE_SETUP,
  entries: LATE_ENTRIES.map((entry, i) => ({ at: `2026-11-01T09:${String(10 + i).padStart(2, '0')}:00.000Z`, entry })),
};
