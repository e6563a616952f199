import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { ADVCIV } from '../../../../src/engine/rulesets/advciv/ruleset';
import { CARDS, type CardId } from '../../../../src/engine/rulesets/advciv/cards';
import { COMMODITIES, type CommodityId } from '../../../../src/engine/rulesets/advciv/commodities';
import { cardPrice } from '../../../../src/engine/rulesets/advciv/calc/credits';
import { setValue } from '../../../../src/engine/rulesets/advciv/calc/sets';
import { compareKeys, growingSet, planEntry, planPurchase, type PlanGoal } from '../../../../src/engine/rulesets/advciv/calc/planner';
import type { Hand } from '../../../../src/engine/rulesets/advciv/state';
import { check, FIVE, setupOf, stateOf } from './helpers';

const turn = 5;

/**
 * The brute force: every way to pay (every count of every commodity, Mining on any one set, the
 * treasury topping up exactly, 31.41 R-A4) and every way to keep at most `limit` of what is left
 * (31.71), written without the planner's dynamic programme. Returns the most kept for an amount due.
 */
function bruteKept(
  hand: Hand,
  unusable: Hand,
  treasury: number,
  mining: boolean,
  limit: number,
  keep: CommodityId | null,
  wholeSets: boolean,
): (due: number) => number {
  const ids = COMMODITIES.filter((id) => (hand[id] ?? 0) > 0);
  const pays: { value: number; kept: number }[] = [];
  const bestKeep = (left: readonly number[]): number => {
    let best = 0;
    const walk = (i: number, room: number, sum: number) => {
      if (i === ids.length) {
        best = Math.max(best, sum);
        return;
      }
      for (let k = 0; k <= Math.min(left[i] ?? 0, room); k++) walk(i + 1, room - k, sum + setValue(ADVCIV.commodities[ids[i]!], k));
    };
    walk(0, limit, 0);
    return best;
  };
  const counts = ids.map(() => 0);
  const walk = (i: number) => {
    if (i === ids.length) {
      const left = ids.map((id, j) => (hand[id] ?? 0) - (counts[j] ?? 0));
      const kept = bestKeep(left);
      const base = ids.reduce((s, id, j) => s + setValue(ADVCIV.commodities[id], counts[j] ?? 0), 0);
      pays.push({ value: base, kept });
      if (mining)
        ids.forEach((id, j) => {
          const def = ADVCIV.commodities[id];
          const n = counts[j] ?? 0;
          if (def.mineable && n > 0 && n < def.count) pays.push({ value: base + setValue(def, n + 1) - setValue(def, n), kept });
        });
      return;
    }
    const id = ids[i]!;
    const max = id === keep || (wholeSets && (unusable[id] ?? 0) > 0) ? 0 : (hand[id] ?? 0) - (unusable[id] ?? 0);
    for (let n = 0; n <= max; n++) {
      if (wholeSets && n > 0 && n < max) continue;
      counts[i] = n;
      walk(i + 1);
    }
    counts[i] = 0;
  };
  walk(0);
  return (due) => {
    let best = Number.NEGATIVE_INFINITY;
    for (const p of pays) {
      if (p.value >= due) best = Math.max(best, p.kept + treasury);
      else if (due - p.value <= treasury) best = Math.max(best, p.kept + treasury - (due - p.value));
    }
    return best;
  };
}

const handArb = fc.array(fc.constantFrom<CommodityId>('ochre', 'iron', 'grain', 'bronze', 'gems', 'gold', 'salt'), { maxLength: 7 }).map((ids) => {
  const hand: Partial<Record<CommodityId, number>> = {};
  for (const id of ids) hand[id] = Math.min(ADVCIV.commodities[id].count, (hand[id] ?? 0) + 1);
  return hand as Hand;
});
const heldArb = fc.array(fc.tuple(fc.constantFrom(...CARDS), fc.boolean()), { minLength: 4, maxLength: 14 });
const goalArb: fc.Arbitrary<PlanGoal> = fc.oneof(
  fc.constant<PlanGoal>({ kind: 'points' }),
  fc.constantFrom(...CARDS).map((card): PlanGoal => ({ kind: 'target', card })),
  fc.constant<PlanGoal>({ kind: 'ast' }),
  fc.option(fc.constantFrom<CommodityId>('grain', 'gold', 'iron')).map((commodity): PlanGoal => ({ kind: 'keep', commodity })),
);
const caseArb = fc.record({
  hand: handArb,
  held: heldArb,
  treasury: fc.integer({ min: 0, max: 150 }),
  limit: fc.integer({ min: 0, max: 8 }),
  shown: fc.integer({ min: 0, max: 3 }),
  free: fc.constantFrom('required' as const, 'optional' as const),
  ast: fc.integer({ min: 0, max: 15 }),
  cities: fc.integer({ min: 0, max: 9 }),
  goal: goalArb,
  wholeSets: fc.boolean(),
});

describe('advciv 31 the purchase planner finds the best buy (branch and bound checked against brute force)', () => {
  test('no affordable combination beats the first plan; every plan passes the purchase check (31, R-A4, R-A5, R-A6, 30.312, 31.71)', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const setup = setupOf(FIVE, { freeCards: c.free });
        const held: Partial<Record<CardId, number>> = {};
        for (const [card, now] of c.held) held[card] = now ? turn : 1;
        const shown = Math.min(c.shown, c.hand.grain ?? 0);
        const state = stateOf(
          setup,
          { egypt: { cards: held, treasury: c.treasury, ast: c.ast, cities: c.cities } },
          { turn, aftermath: { grainShown: shown > 0 ? { egypt: shown } : {}, civilWar: null } },
        );
        const egypt = state.players[4]!;
        const unusable: Hand = shown > 0 ? { grain: shown } : {};
        const input = {
          ruleset: ADVCIV,
          settings: setup.settings,
          player: egypt,
          turn,
          hand: c.hand,
          treasury: c.treasury,
          unusable,
          handLimit: c.limit,
          goal: c.goal,
          wholeSets: c.wholeSets,
        };
        const top = planPurchase({ ...input, limit: 3 });
        const all = planPurchase({ ...input, limit: Number.POSITIVE_INFINITY });

        // Every affordable combination, by brute force, with its best payment.
        const before = (Object.keys(held) as CardId[]).filter((k) => (held[k] ?? turn) < turn);
        const mining = (held.mining ?? turn) < turn;
        const keep = c.goal.kind === 'keep' ? (c.goal.commodity ?? growingSet(ADVCIV, c.hand)) : null;
        const kept = bruteKept(c.hand, unusable, c.treasury, mining, c.limit, keep, c.wholeSets);
        const price = (card: CardId) => cardPrice(ADVCIV, before, card).price;
        const open = CARDS.filter((k) => held[k] === undefined && ADVCIV.cards[k].prerequisites.every((p) => before.includes(p)));
        const forced = c.free === 'required' ? open.filter((k) => price(k) === 0) : [];
        const free = open.filter((k) => !forced.includes(k));
        const combos: CardId[][] = [];
        const walk = (i: number, chosen: CardId[], due: number) => {
          if (kept(due) > Number.NEGATIVE_INFINITY && chosen.length + forced.length > 0) combos.push([...forced, ...chosen]);
          for (let j = i; j < free.length; j++) {
            const k = free[j]!;
            if (kept(due + price(k)) === Number.NEGATIVE_INFINITY) continue;
            chosen.push(k);
            walk(j + 1, chosen, due + price(k));
            chosen.pop();
          }
        };
        walk(0, [], 0);

        // The exhaustive listing is exactly the affordable combinations, each paid as well as brute force pays it.
        expect(all.plans.length).toBe(combos.length);
        const keptAt = c.goal.kind === 'target' ? 3 : c.goal.kind === 'ast' ? 2 : 1;
        for (const p of all.plans) expect(p.key[keptAt]).toBe(kept(p.payment.due));
        // The pruned search keeps the best.
        if (combos.length === 0) expect(top.plans).toEqual([]);
        else expect(compareKeys(top.plans[0]!.key, all.plans[0]!.key)).toBe(0);
        // For points (35.1 A) and a kept set, the key is recomputed here, independently of the planner.
        if (c.goal.kind === 'points' || c.goal.kind === 'keep') {
          const credits = (bought: readonly CardId[]) =>
            CARDS.filter((t) => held[t] === undefined && !bought.includes(t)).reduce(
              (s, t) => s + cardPrice(ADVCIV, before, t).price - cardPrice(ADVCIV, [...before, ...bought], t).price,
              0,
            );
          let best: number[] | null = null;
          for (const combo of combos) {
            const due = combo.reduce((s, k) => s + price(k), 0);
            const key = [combo.reduce((s, k) => s + ADVCIV.cards[k].cost, 0), kept(due), credits(combo)];
            if (best === null || compareKeys(key, best) > 0) best = key;
          }
          if (best !== null) expect(top.plans[0]!.key).toEqual(best);
        }
        // Every plan listed is a purchase the engine accepts as entered.
        for (const p of top.plans) expect(check(setup, state, planEntry('egypt', p))).toEqual([]);
      }),
      { numRuns: 1000, seed: 16 },
    );
    // About a second and a half alone; a generous limit for a busy CI machine.
  }, 60_000);
});
