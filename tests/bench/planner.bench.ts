/**
 * Purchase planner benchmark (`npm run bench`): a 20-card hand with 15 treasury and 10 cards still
 * to buy (every prerequisite held), for each goal; then the same case for Eastern Empires. Target < 50 ms on this machine. Besides vitest's
 * table it prints, per goal, the median time of 50 plans and the combinations looked at.
 */
import { bench, describe } from 'vitest';
import { ADVCIV } from '../../src/engine/rulesets/advciv/ruleset';
import { DEFAULT_SETTINGS } from '../../src/engine/rulesets/advciv/settings';
import { advcivInitialState } from '../../src/engine/rulesets/advciv/game';
import { CARDS, type CardId } from '../../src/engine/rulesets/advciv/cards';
import { planPurchase, type PlanGoal, type PlanInput } from '../../src/engine/rulesets/advciv/calc/planner';
import type { AdvCivSetup } from '../../src/engine/rulesets/advciv/setup';
import { ADVANCE_IDS, type AdvanceId } from '../../src/engine/rulesets/eastern-empires/advances';
import { eeInitialState } from '../../src/engine/rulesets/eastern-empires/game';
import { planEePurchase, type EePlanGoal, type EePlanInput } from '../../src/engine/rulesets/eastern-empires/calc/planner';
import { DEFAULT_EE_SETTINGS } from '../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../src/engine/rulesets/eastern-empires/setup';

const setup: AdvCivSetup = {
  players: ['africa', 'illyria', 'crete', 'babylon', 'egypt'].map((nation) => ({ name: nation, nation })) as AdvCivSetup['players'],
  variants: [],
  settings: DEFAULT_SETTINGS,
};
const toBuy: readonly CardId[] = [
  'roadbuilding',
  'mining',
  'medicine',
  'mathematics',
  'architecture',
  'democracy',
  'military',
  'philosophy',
  'monotheism',
  'theology',
];
const held = Object.fromEntries(CARDS.filter((c) => !toBuy.includes(c)).map((c) => [c, 1])) as Partial<Record<CardId, number>>;
const turn = 8;
const player = { ...advcivInitialState(setup).players[4]!, cards: held, treasury: 15, ast: 9, cities: 6 };
const hand = { gold: 4, ivory: 3, gems: 3, spices: 3, grain: 4, salt: 3 } as const; // 20 cards
const base: Omit<PlanInput, 'goal'> = { ruleset: ADVCIV, settings: DEFAULT_SETTINGS, player, turn, hand, treasury: 15 };

const goals: readonly [string, PlanGoal][] = [
  ['most points', { kind: 'points' }],
  ['credits toward Monotheism', { kind: 'target', card: 'monotheism' }],
  ['next A.S.T. epoch', { kind: 'ast' }],
  ['keep the growing set', { kind: 'keep', commodity: null }],
];

function median(f: () => void, runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
}

for (const [name, goal] of goals) {
  const answer = planPurchase({ ...base, goal });
  const all = planPurchase({ ...base, goal, limit: Number.POSITIVE_INFINITY });
  const ms = median(() => planPurchase({ ...base, goal }), 50);
  console.log(
    `planner, 20-card hand + 15 treasury, 10 cards to buy, ${name}: ${ms.toFixed(2)} ms (median of 50, target < 50 ms), ` +
      `${answer.examined} combinations looked at of ${all.examined} without pruning; first plan ${answer.plans[0]?.cards.join('+')}`,
  );
}

// A very large early hand: nothing held yet, 30 cards and 40 treasury (every card open, few credits to tell buys apart).
const early = {
  ...base,
  player: { ...player, cards: {}, ast: 3, cities: 5 },
  turn: 5,
  treasury: 40,
  hand: { gold: 5, ivory: 4, gems: 4, spices: 5, grain: 5, salt: 5, bronze: 2 },
};
for (const [name, goal] of goals) {
  const answer = planPurchase({ ...early, goal });
  const ms = median(() => planPurchase({ ...early, goal }), 10);
  console.log(
    `planner, early 30-card hand + 40 treasury, nothing held, ${name}: ${ms.toFixed(2)} ms (median of 10), ${answer.examined} combinations looked at`,
  );
}

describe('advciv purchase planner', () => {
  for (const [name, goal] of goals)
    bench(`plan: 20-card hand + 15 treasury, 10 cards to buy, ${name}, target < 50 ms`, () => {
      planPurchase({ ...base, goal });
    });
});

// Eastern Empires (ee Phase 12): the same case, 20 cards, 15 treasury, 10 advances still to buy.
const eeSetup: EeSetup = {
  players: (['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia', 'nubia'] as const).map((civ) => ({ name: civ, civ })),
  settings: DEFAULT_EE_SETTINGS,
};
const eeToBuy: readonly AdvanceId[] = [
  'library',
  'anatomy',
  'monument',
  'mining',
  'tradeEmpire',
  'philosophy',
  'monotheism',
  'theology',
  'democracy',
  'roadbuilding',
];
const eePlayer = {
  ...eeInitialState(eeSetup).players[0]!,
  treasury: 15,
  ast: 9,
  cities: 6,
  advances: Object.fromEntries(ADVANCE_IDS.filter((a) => !eeToBuy.includes(a)).map((a) => [a, 1])),
};
const eeHand = { silk: 3, pearls: 3, tea: 4, dye: 3, jade: 3, spice: 4 } as const; // 20 cards
const eeBase: Omit<EePlanInput, 'goal'> = { player: eePlayer, turn: 8, playerCount: 7, hand: eeHand };
const eeGoals: readonly [string, EePlanGoal][] = [
  ['most points', { kind: 'points' }],
  ['credits toward Monotheism', { kind: 'target', advance: 'monotheism' }],
  ['next A.S.T. epoch', { kind: 'ast' }],
  ['keep the growing set', { kind: 'keep', commodity: null }],
];
for (const [name, goal] of eeGoals) {
  const answer = planEePurchase({ ...eeBase, goal });
  const all = planEePurchase({ ...eeBase, goal, limit: Number.POSITIVE_INFINITY });
  const ms = median(() => planEePurchase({ ...eeBase, goal }), 50);
  console.log(
    `Eastern Empires planner, 20-card hand + 15 treasury, 10 advances to buy, ${name}: ${ms.toFixed(2)} ms (median of 50, target < 50 ms), ` +
      `${answer.examined} combinations looked at of ${all.examined} without pruning; first plan ${answer.plans[0]?.advances.join('+')}`,
  );
}

describe('Eastern Empires purchase planner', () => {
  for (const [name, goal] of eeGoals)
    bench(`plan: 20-card hand + 15 treasury, 10 advances to buy, ${name}, target < 50 ms`, () => {
      planEePurchase({ ...eeBase, goal });
    });
});
