/**
 * ee Phase 12: the purchase planner's branch and bound against a brute force written apart from it.
 * The brute force pays with every count of every commodity and every Trade Empire substitute the
 * engine accepts (cardPaymentValue), keeps every split within the hand limit, prices with the
 * engine's own calculators (quotePurchase for Library, advancePrice and creditTokens for the credits
 * of the next turn), and tries every Library target, Anatomy card and colour of free points.
 */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { ADVANCE_IDS, ADVANCES, COLOURS, advanceVictoryPoints, type AdvanceId } from '../../../../src/engine/rulesets/eastern-empires/advances';
import { startingCredits } from '../../../../src/engine/rulesets/eastern-empires/civilizations';
import {
  advancePrice,
  cardPaymentValue,
  creditTokens,
  isAnatomyFreeChoice,
  quotePurchase,
  treasuryOverspent,
  treasuryTokenValue,
  type CardPayment,
} from '../../../../src/engine/rulesets/eastern-empires/calc/credits';
import { handLimit } from '../../../../src/engine/rulesets/eastern-empires/calc/economy';
import { checkPurchase, usableCredits } from '../../../../src/engine/rulesets/eastern-empires/entries/purchase';
import { eeInitialState } from '../../../../src/engine/rulesets/eastern-empires/game';
import {
  compareKeys,
  eeAstAim,
  eeGrowingSet,
  eePlanEntry,
  planEePurchase,
  type EePlanGoal,
} from '../../../../src/engine/rulesets/eastern-empires/calc/planner';
import { DEFAULT_EE_SETTINGS } from '../../../../src/engine/rulesets/eastern-empires/settings';
import type { EeSetup } from '../../../../src/engine/rulesets/eastern-empires/setup';
import { heldBefore, type EePlayer, type Hand } from '../../../../src/engine/rulesets/eastern-empires/state';
import { commodityCardCount, setValue, type CommodityId } from '../../../../src/engine/rulesets/eastern-empires/trade-cards';

const turn = 5;
const CIVS = ['saba', 'maurya', 'babylon', 'dravidia', 'kushan', 'persia', 'nubia', 'indus', 'parthia'] as const;
const setupOf = (n: number): EeSetup => ({ players: CIVS.slice(0, n).map((civ) => ({ name: civ, civ })), settings: DEFAULT_EE_SETTINGS });

/** The most kept (sets within the hand limit + treasury at its token value) for each amount due, by brute force. */
function bruteKept(
  hand: Hand,
  n: number,
  treasury: number,
  tv: 1 | 2,
  trade: boolean,
  limit: number,
  keep: CommodityId | null,
): { readonly kept: (due: number) => number; readonly funds: number } {
  const ids = (Object.keys(hand) as CommodityId[]).filter((id) => (hand[id] ?? 0) > 0);
  const pays: { value: number; kept: number }[] = [];
  const bestKeep = (left: readonly number[]): number => {
    let best = 0;
    const walk = (i: number, room: number, sum: number) => {
      if (i === ids.length) {
        best = Math.max(best, sum);
        return;
      }
      for (let k = 0; k <= Math.min(left[i] ?? 0, room); k++) walk(i + 1, room - k, sum + setValue(ids[i]!, k));
    };
    walk(0, limit, 0);
    return best;
  };
  const counts = ids.map(() => 0);
  const walk = (i: number) => {
    if (i === ids.length) {
      const cards: Partial<Record<CommodityId, number>> = {};
      ids.forEach((id, j) => {
        if ((counts[j] ?? 0) > 0) cards[id] = counts[j]!;
      });
      const kept = bestKeep(ids.map((id, j) => (hand[id] ?? 0) - (counts[j] ?? 0)));
      const subs: (CardPayment['substitute'] | undefined)[] = [undefined];
      if (trade) for (const card of ids) for (const forSet of ids) if ((cards[card] ?? 0) > 0) subs.push({ card, forSet });
      for (const substitute of subs) {
        const r = cardPaymentValue(substitute === undefined ? { cards } : { cards, substitute }, n);
        if (r.ok) pays.push({ value: r.value, kept });
      }
      return;
    }
    const id = ids[i]!;
    for (let c = 0; c <= (id === keep ? 0 : (hand[id] ?? 0)); c++) {
      counts[i] = c;
      walk(i + 1);
    }
    counts[i] = 0;
  };
  walk(0);
  const kept = (due: number) => {
    let best = Number.NEGATIVE_INFINITY;
    for (const p of pays) {
      const t = p.value >= due ? 0 : Math.ceil((due - p.value) / tv);
      if (t > treasury || treasuryOverspent(due, p.value, t, tv)) continue;
      best = Math.max(best, p.kept + (treasury - t) * tv);
    }
    return best;
  };
  return { kept, funds: Math.max(...pays.map((p) => p.value)) + treasury * tv };
}

const POOL: readonly CommodityId[] = ['water', 'flax', 'stone', 'salt', 'cotton', 'livestock', 'bronze', 'spice', 'tea', 'pearls'];
const CHEAP: readonly CommodityId[] = ['water', 'flax', 'stone', 'salt', 'cotton'];
const caseArb = fc.record({
  players: fc.integer({ min: 3, max: 9 }),
  // One case in four: few advances held (the A.S.T. requirements still ahead), a cheap hand, every other advance open.
  sparse: fc.integer({ min: 0, max: 3 }).map((x) => x === 0),
  hand: fc.array(fc.constantFrom(...POOL), { maxLength: 8 }),
  cheapHand: fc.array(fc.constantFrom(...CHEAP), { maxLength: 6 }),
  few: fc.uniqueArray(fc.constantFrom(...ADVANCE_IDS), { maxLength: 8 }),
  open: fc.uniqueArray(fc.constantFrom(...ADVANCE_IDS), { minLength: 1, maxLength: 5 }),
  // Advances known to favour: Library, Anatomy, Monument, Written Record, Mining, Trade Empire, Roadbuilding.
  special: fc.subarray(['library', 'anatomy', 'monument', 'writtenRecord', 'roadbuilding'] as const),
  thisTurn: fc.array(fc.boolean(), { minLength: 51, maxLength: 51 }),
  mining: fc.boolean(),
  tradeEmpire: fc.boolean(),
  treasury: fc.integer({ min: 0, max: 120 }),
  ast: fc.integer({ min: 0, max: 14 }),
  cities: fc.integer({ min: 0, max: 9 }),
  goal: fc.oneof(
    fc.constant<EePlanGoal>({ kind: 'points' }),
    fc.constantFrom(...ADVANCE_IDS).map((advance): EePlanGoal => ({ kind: 'target', advance })),
    fc.constant<EePlanGoal>({ kind: 'ast' }),
    fc.option(fc.constantFrom<CommodityId>('salt', 'bronze', 'pearls')).map((commodity): EePlanGoal => ({ kind: 'keep', commodity })),
  ),
});

describe('ee Phase 12 the purchase planner finds the best buy (branch and bound checked against brute force)', () => {
  test('no affordable combination beats the first plan; every plan passes the purchase check (ee Phase 12, chapter 9, R-E2, R-E5)', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const setup = setupOf(c.players);
        const n = c.players;
        const hand: Partial<Record<CommodityId, number>> = {};
        for (const id of c.sparse ? c.cheapHand : c.hand) hand[id] = Math.min(commodityCardCount(id, n), (hand[id] ?? 0) + 1);
        const open = new Set<AdvanceId>([...c.open, ...c.special.slice(0, 2)]);
        // Anatomy with a science card to take (R-E5); Mining and Trade Empire held before this turn or not at all.
        if (open.has('anatomy')) open.add(c.open.length % 2 === 0 ? 'coinage' : 'astronavigation');
        for (const [id, on] of [
          ['mining', c.mining],
          ['tradeEmpire', c.tradeEmpire],
        ] as const)
          on ? open.delete(id) : open.add(id);
        if (c.sparse) for (const id of ADVANCE_IDS) if (!c.few.includes(id) && id !== 'mining' && id !== 'tradeEmpire') open.add(id);
        const advances: Partial<Record<AdvanceId, number>> = {};
        ADVANCE_IDS.forEach((id, i) => {
          if (open.has(id)) return;
          // Mining and Trade Empire held before this turn when drawn so; the rest this turn (no credits yet) or before.
          advances[id] = id === 'mining' || id === 'tradeEmpire' ? 1 : c.thisTurn[i] ? turn : 1;
        });
        const base = eeInitialState(setup).players[0]!;
        const player: EePlayer = { ...base, advances, treasury: c.sparse ? c.treasury % 50 : c.treasury, ast: c.ast, cities: c.cities };
        const input = { player, turn, playerCount: n, hand, goal: c.goal };
        const top = planEePurchase({ ...input, limit: 3 });
        const all = planEePurchase({ ...input, limit: Number.POSITIVE_INFINITY });

        const held = Object.keys(advances) as AdvanceId[];
        const before = heldBefore(player, turn);
        const credits = usableCredits(player, turn, n);
        const tv = treasuryTokenValue(before);
        const keep = c.goal.kind === 'keep' ? (c.goal.commodity ?? eeGrowingSet(hand, n)) : null;
        const keptFor = new Map<number, ReturnType<typeof bruteKept>>();
        const kept = (limit: number) => {
          const f = keptFor.get(limit) ?? bruteKept(hand, n, player.treasury, tv, before.includes('tradeEmpire'), limit, keep);
          keptFor.set(limit, f);
          return f.kept;
        };
        const funds = bruteKept(hand, n, player.treasury, tv, before.includes('tradeEmpire'), 0, keep).funds;
        const target = c.goal.kind === 'target' && !held.includes(c.goal.advance) ? c.goal.advance : null;
        const aim = c.goal.kind === 'ast' ? eeAstAim(player.civ, player.ast, held) : null;
        const priceNow = (t: AdvanceId) => advancePrice(t, credits, before).price;
        const chosenBefore = player.chosenCredits.filter((x) => x.turn < turn).map((x) => x.credits);

        const openList = ADVANCE_IDS.filter((id) => !held.includes(id));
        let bruteBest: number[] | null = null;
        let affordable = 0;
        // Every combination, depth first: adding an advance never lowers what is due (Library's 40 is at most its price).
        const visit = (from: number, bought: readonly AdvanceId[]) => {
          for (let i = from; i < openList.length; i++) {
            const next = [...bought, openList[i]!];
            if (consider(next)) visit(i + 1, next);
          }
        };
        const consider = (bought: readonly AdvanceId[]): boolean => {
          const targets = bought.includes('library') ? bought.filter((a) => a !== 'library') : [];
          const due = Math.min(
            ...[undefined, ...targets].map(
              (libraryTarget) => quotePurchase({ advances: bought, ...(libraryTarget ? { libraryTarget } : {}) }, credits, before).due,
            ),
          );
          const limit = handLimit([...held, ...bought]);
          if (due > funds) return false;
          const k = kept(limit)(due);
          affordable++;
          const frees: (AdvanceId | null)[] = [null];
          if (bought.includes('anatomy')) frees.push(...ADVANCE_IDS.filter((id) => isAnatomyFreeChoice(id) && !held.includes(id) && !bought.includes(id)));
          for (const free of frees) {
            const acquired = free === null ? bought : [...bought, free];
            const points = acquired.reduce((s, id) => s + (ADVANCES[id].freeCredits ?? 0), 0);
            for (const colour of points > 0 ? COLOURS : [null]) {
              const after = creditTokens(
                [...before, ...acquired],
                colour === null ? chosenBefore : [...chosenBefore, { [colour]: points }],
                startingCredits(n),
              );
              const gain = (t: AdvanceId) => priceNow(t) - advancePrice(t, after, [...before, ...acquired]).price;
              const all = openList.filter((t) => !acquired.includes(t)).reduce((s, t) => s + gain(t), 0);
              const vp = acquired.reduce((s, id) => s + advanceVictoryPoints(id), 0);
              let key: number[];
              if (c.goal.kind === 'target') {
                const got = target !== null && acquired.includes(target);
                key = [got ? 1 : 0, got || target === null ? 0 : gain(target), vp, k, all];
              } else if (c.goal.kind === 'ast') {
                const have = aim === null ? 0 : [...held, ...acquired].filter((id) => ADVANCES[id].cost >= aim.minCost).length;
                key = aim === null ? [0, 0, k, vp, all] : have >= aim.advances ? [1, 0, k, vp, all] : [0, -(aim.advances - have) / aim.advances, k, vp, all];
              } else key = [vp, k, all];
              if (bruteBest === null || compareKeys(key, bruteBest) > 0) bruteBest = key;
            }
          }
          return true;
        };
        visit(0, []);
        // The exhaustive listing is exactly the affordable combinations; the pruned search keeps the best.
        expect(all.plans.length).toBe(affordable);
        if (bruteBest === null) expect(top.plans).toEqual([]);
        else {
          expect(top.plans[0]!.key).toEqual(bruteBest);
          expect(compareKeys(all.plans[0]!.key, bruteBest)).toBe(0);
        }
        // Every plan is paid as well as brute force pays it, with cards held, and the engine accepts it.
        const keptAt = c.goal.kind === 'target' ? 3 : c.goal.kind === 'ast' ? 2 : 1;
        for (const p of all.plans) expect(p.key[keptAt]).toBe(kept(handLimit([...held, ...p.advances]))(p.payment.due));
        for (const p of top.plans) {
          for (const id of Object.keys(p.payment.paid) as CommodityId[]) expect(p.payment.paid[id]).toBeLessThanOrEqual(hand[id] ?? 0);
          expect(checkPurchase(player, turn, n, eePlanEntry(player.civ, p))).toEqual([]);
        }
      }),
      { numRuns: 1000, seed: 16 },
    );
    // A few seconds alone; a generous limit for a busy CI machine.
  }, 120_000);
});
