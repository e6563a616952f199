/**
 * ee Phase 12, the purchase planner: the rulebook's worked purchase examples, colour credits (R-E2),
 * Library, Anatomy, Monument (R-E5), Mining, Trade Empire, Roadbuilding's hand limit, credit timing,
 * no prerequisites and the A.S.T. goal (ee Phase 13). Every plan listed passes the purchase check.
 */
import { describe, expect, test } from 'vitest';
import { step } from '../../../../src/engine/log/replay';
import { ADVANCE_IDS, type AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import { checkPurchase } from '../../../../src/engine/rulesets/eastern-empires/entries/purchase';
import { EE_GAME, eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import { eeAstAim, eePlanEntry, planEePurchase, type EePlanGoal, type EePurchasePlan } from '../../../../src/engine/rulesets/eastern-empires/calc/planner';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import type { EePlayer, EeState, Hand } from '../../../../src/engine/rulesets/eastern-empires/state';
import { eePurchasePlanView } from '../../../../src/engine/rulesets/eastern-empires/views';

const setup: EeSetup = {
  players: (['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia', 'nubia'] as const).map((civ) => ({ name: civ, civ })),
  settings: DEFAULT_EE_SETTINGS,
};
const turn = 4;

/** Saba in turn 4 holding `held` since turn `since`, with treasury. */
function saba(held: readonly AdvanceId[], treasury = 0, since = 1, more: Partial<EePlayer> = {}): EePlayer {
  const base = eeInitialState(setup).players[0]!;
  return { ...base, treasury, advances: Object.fromEntries(held.map((a) => [a, since])), ...more };
}
/** Saba holding every advance but `open`, all bought this turn (no credits yet): only `open` is for sale, at printed cost. */
const only = (open: readonly AdvanceId[], treasury: number, before: readonly AdvanceId[] = []): EePlayer => {
  const p = saba(
    ADVANCE_IDS.filter((a) => !open.includes(a)),
    treasury,
    turn,
  );
  return { ...p, advances: { ...p.advances, ...Object.fromEntries(before.map((a) => [a, 1])) } };
};
const plan = (player: EePlayer, hand: Hand, goal: EePlanGoal, limit = 8) => planEePurchase({ player, turn, playerCount: 7, hand, goal, limit });
const names = (p: EePurchasePlan | undefined) => [...(p?.advances ?? [])].sort();
const codesOf = (p: EePurchasePlan | undefined) => p?.reasons.map((r) => r.code) ?? [];
const paramsOf = (p: EePurchasePlan | undefined, code: string) => p?.reasons.find((r) => r.code === code)?.params;

function expectAccepted(player: EePlayer, plans: readonly EePurchasePlan[]) {
  expect(plans.length).toBeGreaterThan(0);
  for (const p of plans) expect(checkPurchase(player, turn, 7, eePlanEntry('saba', p))).toEqual([]);
}

describe('ee Phase 12 worked examples', () => {
  test('example 1 (Music held): Drama and Poetry 70 + Mysticism 40 = 110 is a listed plan, Mysticism at the blue credit only (R-E2)', () => {
    const john = saba(['music'], 110);
    const answer = plan(john, {}, { kind: 'points' }, Number.POSITIVE_INFINITY);
    const both = answer.plans.find((p) => names(p).join() === 'dramaAndPoetry,mysticism');
    expect(both?.payment).toMatchObject({ due: 110, treasury: 110, lost: 0, keptTreasury: 0 });
    expect(paramsOf(both, 'eeplan/price')).toMatchObject({ advance: 'mysticism', cost: 50, colour: 'blue', colourCredit: 10, price: 40 });
    expect(both?.reasons.find((r) => r.code === 'eeplan/price')?.cite).toEqual([{ doc: 'ee', rule: 'Phase 12', ruling: 'R-E2' }]);
    // Literacy (110, blue and red: 10 blue credits) for 100 comes first: 3 points against 2 (ee Phase 13d, R-E6).
    expect(answer.plans[0]?.advances).toEqual(['literacy']);
    expect(answer.plans[0]?.points).toBe(3);
    // Among two low advances, the cheaper pair ranks above the example's: the same points, more left.
    const pairs = answer.plans.filter((p) => p.points === 2 && p.advances.length === 2);
    expect(pairs[0]!.payment.keptValue).toBeGreaterThan(both!.payment.keptValue);
    expectAccepted(john, answer.plans.slice(0, 12));
  });
  test('example 2 (Pottery and Masonry held): Agriculture at 90 is the first plan toward Agriculture, paid exactly', () => {
    const flo = saba(['pottery', 'masonry'], 90);
    const answer = plan(flo, {}, { kind: 'target', advance: 'agriculture' });
    expect(answer.plans[0]?.advances).toEqual(['agriculture']);
    expect(paramsOf(answer.plans[0], 'eeplan/price')).toEqual({
      advance: 'agriculture',
      cost: 120,
      colour: 'orange',
      colourCredit: 20,
      specific: 10,
      price: 90,
    });
    expect(answer.plans[0]?.payment).toMatchObject({ due: 90, treasury: 90, lost: 0 });
    expect(codesOf(answer.plans[0])).toContain('eeplan/target-bought');
    expectAccepted(flo, answer.plans);
  });
  test('example 3 (Agriculture held): Democracy at 200 is the first plan for most points, 194 in cards and 6 treasury', () => {
    const michael = saba(['agriculture'], 6);
    const hand = { silk: 3, pearls: 3, tea: 2 } as const; // 81 + 81 + 32 = 194
    const answer = plan(michael, hand, { kind: 'points' });
    expect(answer.funds).toBe(200);
    expect(answer.plans[0]?.advances).toEqual(['democracy']);
    expect(answer.plans[0]?.payment).toMatchObject({ due: 200, paid: hand, paidValue: 194, treasury: 6, lost: 0 });
    expectAccepted(michael, answer.plans);
  });
});

describe('ee Phase 12 credits: only those held since an earlier turn (R-E2)', () => {
  test('Music bought this turn gives Drama and Poetry no credit yet: 80, not 70', () => {
    const answer = plan(saba(['music'], 80, turn), {}, { kind: 'target', advance: 'dramaAndPoetry' });
    expect(paramsOf(answer.plans[0], 'eeplan/price')).toMatchObject({ advance: 'dramaAndPoetry', price: 80 });
  });
  test('the credits an advance bought now gives count toward the target from the next turn', () => {
    // Pottery: 10 orange + 10 specific toward Agriculture; Masonry 10 orange: Agriculture 120 -> 90 next turn.
    const answer = plan(saba([], 120), {}, { kind: 'target', advance: 'agriculture' });
    const first = answer.plans[0];
    expect(first?.advances).toEqual(['agriculture']);
    // Short of it: Pottery (10 orange + 10 toward Agriculture) with Cloth Making (10 orange), cheaper than Masonry.
    const cheaper = plan(saba([], 119), {}, { kind: 'target', advance: 'agriculture' }).plans[0];
    expect(names(cheaper)).toEqual(['clothMaking', 'pottery']);
    expect(cheaper?.payment).toMatchObject({ due: 110, keptTreasury: 9 });
    expect(paramsOf(cheaper, 'eeplan/target-credits')).toEqual({ advance: 'agriculture', credits: 30, price: 90 });
  });
  test('no prerequisites: any advance may be bought (ee Phase 12)', () => {
    const answer = plan(saba([], 300), {}, { kind: 'target', advance: 'wonderOfTheWorld' });
    expect(answer.notes.map((n) => n.code)).toContain('eeplan/no-prerequisites');
    expect(answer.plans[0]?.advances).toEqual(['wonderOfTheWorld']);
  });
});

describe('ee chapter 9 Library, Anatomy, Monument (R-E5)', () => {
  test('Library takes 40 off the dearest other advance bought with it', () => {
    const player = only(['library', 'democracy', 'music', 'urbanism'], 400);
    const answer = plan(player, {}, { kind: 'points' }, Number.POSITIVE_INFINITY);
    const pair = answer.plans.find((p) => names(p).join() === 'democracy,library');
    expect(pair?.libraryTarget).toBe('democracy');
    expect(pair?.payment.due).toBe(400);
    expect(paramsOf(pair, 'eeplan/library')).toEqual({ advance: 'democracy', discount: 40 });
    // Library, Music 80 and Urbanism 50: 220 + 80 + 50 - 40 = 310.
    expect(answer.plans.find((p) => names(p).join() === 'library,music,urbanism')?.payment.due).toBe(310);
    expectAccepted(player, answer.plans);
  });
  test('Anatomy brings a free science card below 100 (green), counted for points', () => {
    const player = only(['anatomy', 'coinage', 'medicine', 'urbanism'], 270);
    const answer = plan(player, {}, { kind: 'points' }, Number.POSITIVE_INFINITY);
    const alone = answer.plans.find((p) => names(p).join() === 'anatomy');
    expect(alone?.anatomyFree).toBe('coinage'); // the only science card below 100 not held; never Urbanism (red)
    expect(alone?.points).toBe(7);
    expectAccepted(player, [alone!]);
  });
  test("Monument's 20 points go to the target's colour", () => {
    const player = only(['monument', 'monotheism', 'deism'], 180);
    const answer = plan(player, {}, { kind: 'target', advance: 'monotheism' }, Number.POSITIVE_INFINITY);
    const monument = answer.plans.find((p) => names(p).join() === 'monument');
    expect(monument?.freeCredits).toEqual({ monument: { yellow: 20 } });
    // 10 yellow printed + 20 chosen yellow: Monotheism 240 -> 210.
    expect(paramsOf(monument, 'eeplan/target-credits')).toEqual({ advance: 'monotheism', credits: 30, price: 210 });
    expectAccepted(player, [monument!]);
  });
});

describe('ee chapter 9 Mining and Trade Empire in the payment', () => {
  test('Mining: tokens worth 2, the price exceeded by exactly 1 (Urbanism 50 for 25 tokens, Sculpture 45 for 23)', () => {
    const player = saba(['mining'], 30);
    const answer = plan(player, {}, { kind: 'target', advance: 'urbanism' });
    expect(answer.funds).toBe(60);
    const first = answer.plans[0];
    expect(first?.advances).toEqual(['urbanism']);
    expect(first?.payment).toMatchObject({ due: 50, treasury: 25, treasuryValue: 50, lost: 0 });
    expect(codesOf(first)).toContain('eeplan/mining');
    expectAccepted(player, answer.plans);
    // Mythology's 5 blue: Sculpture 45, paid with 23 tokens worth 46, one over (ee chapter 9, Mining).
    const mythology = saba(['mining', 'mythology'], 30);
    const odd = plan(mythology, {}, { kind: 'target', advance: 'sculpture' }).plans[0];
    expect(odd?.payment).toMatchObject({ due: 45, treasury: 23, treasuryValue: 46, lost: 1 });
    expectAccepted(mythology, [odd!]);
  });
  test('Trade Empire: one Pearls card stands in for a fourth Tea (ee chapter 9)', () => {
    const player = saba(['tradeEmpire', 'literacy'], 0);
    // Tea 3 + Pearls 1 = 72 + 9 = 81; Pearls for Tea: 4 Tea = 128.
    const answer = plan(player, { tea: 3, pearls: 1 }, { kind: 'points' });
    expect(answer.funds).toBe(128);
    const dear = answer.plans.find((p) => p.payment.due > 81);
    expect(dear?.payment.substitute).toEqual({ card: 'pearls', forSet: 'tea' });
    expect(dear?.payment.paid).toEqual({ tea: 3, pearls: 1 });
    expect(codesOf(dear)).toContain('eeplan/substitute');
    expectAccepted(player, answer.plans);
  });
  test('without Trade Empire no substitute: the same hand pays 81 at most', () => {
    expect(plan(saba(['literacy'], 0), { tea: 3, pearls: 1 }, { kind: 'points' }).funds).toBe(81);
  });
});

describe('ee Phase 12 hand limit: cards over it cost nothing to turn in', () => {
  test('twelve cards, limit 8: the four Flax that would be discarded pay for Urbanism, the Salt and Stone sets are kept', () => {
    // Monarchy, Written Record, Law and Naval Warfare held: 35 red credits, Urbanism 50 -> 15.
    const player = only(['urbanism'], 0, ['monarchy', 'writtenRecord', 'law', 'navalWarfare']);
    const answer = plan(player, { flax: 4, salt: 4, stone: 4 }, { kind: 'points' });
    expect(answer.plans[0]?.payment).toMatchObject({ due: 15, paid: { flax: 4 }, lost: 1, kept: { salt: 4, stone: 4 }, keptValue: 48 + 32 });
    expect(codesOf(answer.plans[0])).toContain('eeplan/change-lost');
    expectAccepted(player, answer.plans);
  });
  test('keep the set that grows most: three Salt (27 -> 48) stay out of the payment (ee Phase 7)', () => {
    const player = only(['urbanism'], 0, ['monarchy', 'writtenRecord', 'law', 'navalWarfare']);
    const answer = plan(player, { flax: 4, salt: 3 }, { kind: 'keep', commodity: null });
    expect(answer.notes.find((n) => n.code === 'eeplan/set-kept')?.params).toEqual({ commodity: 'salt', cards: 3, value: 27, next: 48 });
    expect(answer.plans[0]?.payment.paid).toEqual({ flax: 4 });
  });
  test('Roadbuilding bought now raises the limit to 9 for this phase', () => {
    const player = only(['roadbuilding', 'urbanism'], 0);
    const answer = plan(player, { flax: 9, hides: 9, stone: 8, salt: 9 }, { kind: 'points' }, Number.POSITIVE_INFINITY);
    const road = answer.plans.find((p) => names(p).join() === 'roadbuilding');
    expect(paramsOf(road, 'eeplan/surrendered')?.limit).toBe(9);
    expect(Object.values(road!.payment.kept).reduce((s, n) => s + (n ?? 0), 0)).toBe(9);
    const urbanism = answer.plans.find((p) => names(p).join() === 'urbanism');
    expect(paramsOf(urbanism, 'eeplan/surrendered')?.limit).toBe(8);
    expectAccepted(player, answer.plans);
  });
});

describe('ee Phase 13 the A.S.T. goal: the cheapest buy meeting the next requirement', () => {
  test('Middle Bronze Age needs 3 advances: three of the cheapest, the rest kept', () => {
    const player = saba([], 0, 1, { ast: 8, cities: 3 }); // Saba's Middle Bronze Age starts at space 9
    const aim = eeAstAim('saba', 8, []);
    expect(aim).toMatchObject({ space: 9, epoch: 'middleBronzeAge', advances: 3, minCost: 0 });
    const answer = plan({ ...player, treasury: 6 }, { silk: 4 }, { kind: 'ast' }); // 144 + 6
    const first = answer.plans[0];
    expect(first?.advances).toHaveLength(3);
    expect(first?.payment).toMatchObject({ due: 150, treasury: 6 });
    expect(codesOf(first)).toContain('eeplan/ast-met');
    // With 144 only two can be bought: the requirement stays unmet, said with its count.
    const short = plan(player, { silk: 4 }, { kind: 'ast' }).plans[0];
    expect(paramsOf(short, 'eeplan/ast-unmet')).toEqual({ have: 2, need: 3, minCost: 0 });
    expectAccepted({ ...player, treasury: 6 }, answer.plans);
  });
  test('Late Bronze Age counts only advances of printed cost 100 or more (R-E6)', () => {
    const aim = eeAstAim('saba', 10, ['pottery', 'masonry', 'mysticism', 'agriculture']);
    expect(aim).toMatchObject({ epoch: 'lateBronzeAge', advances: 3, minCost: 100 });
    const player = saba(['pottery', 'masonry', 'mysticism', 'agriculture'], 0, 1, { ast: 10, cities: 3 });
    const answer = plan(player, { silk: 4, pearls: 3 }, { kind: 'ast' }); // 144 + 81
    expect(codesOf(answer.plans[0])).toContain('eeplan/ast-met');
    expect(answer.plans[0]?.advances.filter((a) => a !== 'pottery')).toHaveLength(2);
  });
  test('cities short: said, and buying cannot help', () => {
    const answer = plan(saba([], 100, 1, { ast: 8, cities: 2 }), {}, { kind: 'ast' });
    expect(answer.notes.map((n) => n.code)).toContain('eeplan/ast-cities');
  });
});

describe('the plan view and a plan recorded through the log', () => {
  test('a plan from the view is accepted by the purchase entry (ee Phase 12)', () => {
    const s0 = eeInitialState(setup);
    const state: EeState = {
      ...s0,
      turn,
      handsKnown: [],
      players: s0.players.map((p) => (p.civ === 'saba' ? { ...p, treasury: 6, advances: { agriculture: 1 } } : p)),
    };
    const answer = eePurchasePlanView(setup, state, 'saba', { silk: 3, pearls: 3, tea: 2 }, { kind: 'points' });
    const first = answer?.plans[0];
    expect(first?.advances).toEqual(['democracy']);
    expect(step(EE_GAME, setup, state, eePlanEntry('saba', first!)).violations).toEqual([]);
  });
});
