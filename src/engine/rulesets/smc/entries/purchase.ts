/**
 * The purchase entry: a player's purchases in the purchase phase, priced by the era's table and
 * checked item by item in the order entered (each item sees the state the earlier ones left, so a
 * second technology costs ten more). Advanced fees go to the technology's owner (Fees).
 */
import type { EntryHandler } from '../../../game';
import type { RuleCitation, Violation } from '../../../types';
import { CITE } from '../cite';
import {
  ADVANCED_PRICES,
  ADVANCED_SETTLER_PRICE,
  ADVANCED_UPGRADE_PRICE,
  ADVANCED_VILLAGE_PRICE,
  COLONY_SHIP_PRICE,
  COLONY_SHIP_TECHNOLOGY,
  SELL_DIVISOR,
  STANDARD_PRICES,
  STANDARD_TECHNOLOGY_STEP,
  STANDARD_UPGRADE_PRICE,
  TERRAIN_MAX_SIZE,
} from '../data';
import type { RegionFacts, SmcSetup, TechnologyCard } from '../setup';
import { addUnits, findPlayer, settlementAt, technologiesInPlay, technologyOwner, updatePlayer, type SmcState } from '../state';
import { eraIndex, nextEra, type Era, type SettlementSize, type UnitKind } from '../vocab';
import { activePlayer, guard, violation } from './common';
import { checkTechnology, takeTechnology } from './technology';
import type { EntryOf, PurchaseItem } from './types';

export const COLONY_SHIP = 'Alpha Centauri Colony Ship';

/** Short game ends in the medieval era, medium in the gunpowder/industrial era (Game Length). */
const END_ERA = { short: 'medieval', medium: 'gunpowder', long: null } as const satisfies Record<string, Era | null>;

/** Advanced short/medium game: the era whose technologies may end the game (Game Length). */
export const endRollEra = (setup: SmcSetup): Era | null => (setup.rules === 'advanced' && setup.length !== null ? END_ERA[setup.length] : null);

/** Standard Rules: Purchasing technologies: 10 + 10 per technology already owned. */
export const standardTechnologyPrice = (owned: number): number => STANDARD_TECHNOLOGY_STEP * (owned + 1);

/** Advanced Rules: Purchase Table: printed value in the current (or next) era, half for earlier eras. */
export function advancedTechnologyPrice(card: TechnologyCard, era: Era): number {
  // "Half their printed value"; the text never says how to round an odd value. Up, so that half
  // price is never less than half (R-S8); with printed costs in tens it never matters.
  return eraIndex(card.era) < eraIndex(era) ? Math.ceil(card.cost / 2) : card.cost;
}

/** Standard Rules: upgrade price by the new size; advanced: 20 gold for any size. */
export const upgradePrice = (setup: SmcSetup, newSize: 2 | 3 | 4): number =>
  setup.rules === 'standard' ? STANDARD_UPGRADE_PRICE[newSize] : ADVANCED_UPGRADE_PRICE;

export function unitPrice(setup: SmcSetup, item: 'army' | 'fleet' | 'aircraft', era: Era): number | null {
  return setup.rules === 'standard' ? STANDARD_PRICES[item][era] : ADVANCED_PRICES[item][era];
}

interface Step {
  readonly state: SmcState;
  readonly violations: readonly Violation[];
}

/**
 * Advanced Rules: Purchasing Military Units: "In any given turn, you can place as many game
 * pieces in a space as the size of the settlement that you own there", fleets included. Where
 * each piece goes is the map's (R-G2); what the app can check is the sum: pieces bought this
 * turn (units and settlers) never exceed the sizes of the player's settlements added up. Units an
 * owner bonus awards are not bought and do not count.
 */
function place(setup: SmcSetup, state: SmcState, player: string, pieces: number, index: number): Step {
  if (setup.rules === 'standard') return { state, violations: [] };
  const max = placementMax(state, player);
  const count = (state.placed[player] ?? 0) + pieces;
  if (count > max) return { state, violations: [violation('smc/purchase/placement-limit', CITE.advPurchaseUnits, { index, count, max })] };
  return { state: { ...state, placed: { ...state.placed, [player]: count } }, violations: [] };
}

/** Advanced Rules: Purchasing Military Units: the pieces a player may place in a turn, his settlements' sizes added up. */
const placementMax = (state: SmcState, player: string): number => (findPlayer(state, player)?.settlements ?? []).reduce((n, s) => n + s.size, 0);

/**
 * The pieces the player may still buy this turn (advanced: his settlements' sizes less the pieces
 * bought so far this turn, Purchasing Military Units); null where no placement limit applies (standard).
 */
export function placementRoom(setup: SmcSetup, state: SmcState, player: string): number | null {
  if (setup.rules === 'standard') return null;
  return Math.max(0, placementMax(state, player) - (state.placed[player] ?? 0));
}

/** A settler's price (Standard Rules, Purchase Table, by era; Advanced Rules, Purchase Table: 10), null where none is sold. */
export const settlerPrice = (setup: SmcSetup, era: Era): number | null => (setup.rules === 'standard' ? STANDARD_PRICES.settler[era] : ADVANCED_SETTLER_PRICE);

/** Pays `price`: `fee` of it to `feeTo` (a technology's owner), the rest to the bank. */
function pay(
  state: SmcState,
  player: string,
  price: number,
  feeTo: string | null,
  fee: number,
  cite: RuleCitation | readonly RuleCitation[],
  index: number,
): Step {
  const gold = findPlayer(state, player)?.gold ?? 0;
  if (price > gold) return { state, violations: [violation('smc/purchase/not-enough-gold', cite, { index, price, gold })] };
  let next = updatePlayer(state, player, (p) => ({ ...p, gold: p.gold - price }));
  if (feeTo !== null && fee > 0) next = updatePlayer(next, feeTo, (p) => ({ ...p, gold: p.gold + fee }));
  return { state: next, violations: [] };
}

/** Advanced rules: the technology that allows a unit or improvement must be in play; its fee. */
function allowingTechnology(
  setup: SmcSetup,
  state: SmcState,
  player: string,
  technology: string | null,
  index: number,
  out: Violation[],
): { feeTo: string | null } {
  if (setup.rules === 'standard') {
    if (technology !== null) out.push(violation('smc/rules/advanced-only', CITE.stdPurchase, { index, what: 'technology' }));
    return { feeTo: null };
  }
  if (technology === null) {
    out.push(violation('smc/purchase/technology-required', CITE.advPurchaseUnits, { index }));
    return { feeTo: null };
  }
  if (!technologiesInPlay(state).has(technology)) {
    out.push(violation('smc/purchase/technology-not-in-play', CITE.advPurchaseUnits, { index, technology }));
    return { feeTo: null };
  }
  // Fees: the owner pays the full price to the bank; set-aside technologies have no owner.
  const owner = technologyOwner(state, technology);
  return { feeTo: owner !== null && owner !== player ? owner : null };
}

/** Checks a new settlement's land region (one per region; none in a desert). */
export function checkSite(state: SmcState, site: RegionFacts, index: number, out: Violation[]): void {
  if (settlementAt(state, site.region) !== undefined) out.push(violation('smc/settlement/region-taken', CITE.settlements, { index, region: site.region }));
  if (TERRAIN_MAX_SIZE[site.terrain] === 0) out.push(violation('smc/settlement/desert', CITE.terrain, { index, region: site.region }));
}

export const foundSettlement = (state: SmcState, player: string, site: RegionFacts): SmcState =>
  updatePlayer(state, player, (p) => ({ ...p, settlements: [...p.settlements, { ...site, size: 1, foundedTurn: state.turn, upgradedTurn: null }] }));

function buyItem(setup: SmcSetup, state: SmcState, player: string, item: PurchaseItem, index: number): Step {
  const out: Violation[] = [];
  const era = state.era;
  const std = setup.rules === 'standard';
  const advancedOnly = (what: string): Step => ({ state, violations: [violation('smc/rules/advanced-only', CITE.advPurchase, { index, what })] });
  const notCurrent = (what: string, bought: Era, cite: RuleCitation): Step => ({
    state,
    violations: [violation('smc/purchase/not-current-era', cite, { index, bought: what, era: bought, current: era })],
  });
  const me = findPlayer(state, player);
  if (me === undefined) return { state, violations: [] };
  switch (item.item) {
    case 'army':
    case 'fleet':
    case 'aircraft': {
      const cite = std ? CITE.stdPurchaseUnits : CITE.advPurchaseUnits;
      // "You can only purchase military units of the current era" (standard); "of the same era you
      // are playing" (advanced): the era ends at the end of the turn, so the old era's units until then.
      if (item.era !== undefined && item.era !== era) return notCurrent(item.item, item.era, cite);
      const each = unitPrice(setup, item.item, era);
      // Purchasing military units: only units of the current era (aircraft: modern only).
      if (each === null) return { state, violations: [violation('smc/purchase/not-in-era', cite, { index, item: item.item, era })] };
      const { feeTo } = allowingTechnology(setup, state, player, item.technology, index, out);
      if (out.length > 0) return { state, violations: out };
      const kind: UnitKind = item.item === 'army' ? item.kind : item.item;
      const placed = place(setup, state, player, item.count, index);
      if (placed.violations.length > 0) return placed;
      const paid = pay(
        placed.state,
        player,
        each * item.count,
        feeTo,
        (ADVANCED_PRICES.fee[era] ?? 0) * item.count,
        std ? CITE.stdPurchase : [CITE.advPurchase, CITE.advFees],
        index,
      );
      if (paid.violations.length > 0) return paid;
      return { state: updatePlayer(paid.state, player, (p) => ({ ...p, units: addUnits(p.units, era, kind, item.count) })), violations: [] };
    }
    case 'settler': {
      const each = settlerPrice(setup, era);
      const placed = place(setup, state, player, item.count, index);
      if (placed.violations.length > 0) return placed;
      const paid = pay(placed.state, player, (each ?? 0) * item.count, null, 0, std ? CITE.stdPurchase : CITE.advPurchase, index);
      if (paid.violations.length > 0) return paid;
      const bought = { ...paid.state, settlersBought: { ...paid.state.settlersBought, [player]: (paid.state.settlersBought[player] ?? 0) + item.count } };
      return { state: updatePlayer(bought, player, (p) => ({ ...p, settlers: p.settlers + item.count })), violations: [] };
    }
    case 'village': {
      const cite = std ? CITE.stdNewSettlements : CITE.advNewSettlements;
      // Purchasing new settlements: a settler in the region is exchanged for the village.
      if (me.settlers < 1) out.push(violation('smc/purchase/no-settler', cite, { index, region: item.site.region }));
      // A settler bought this turn stands where the player already has a settlement (one per
      // region: Settlements), so only one that was on the board before the purchase can found it.
      else if (me.settlers - (state.settlersBought[player] ?? 0) < 1)
        out.push(violation('smc/purchase/settler-bought-this-turn', [cite, CITE.settlements], { index, region: item.site.region }));
      checkSite(state, item.site, index, out);
      if (out.length > 0) return { state, violations: out };
      const paid = pay(state, player, (std ? STANDARD_PRICES.village[era] : ADVANCED_VILLAGE_PRICE) ?? 0, null, 0, cite, index);
      if (paid.violations.length > 0) return paid;
      const used = updatePlayer(paid.state, player, (p) => ({ ...p, settlers: p.settlers - 1 }));
      return { state: foundSettlement(used, player, item.site), violations: [] };
    }
    case 'upgrade': {
      const cite = std ? CITE.stdUpgrading : CITE.advUpgrading;
      const s = me.settlements.find((x) => x.region === item.region);
      if (s === undefined) return { state, violations: [violation('smc/settlement/not-owned', cite, { index, player, region: item.region })] };
      if (s.size === 4) return { state, violations: [violation('smc/purchase/max-size', CITE.settlements, { index, region: s.region })] };
      const newSize = (s.size + 1) as 2 | 3 | 4;
      if (newSize > TERRAIN_MAX_SIZE[s.terrain])
        out.push(violation('smc/purchase/terrain-limit', CITE.terrain, { index, region: s.region, terrain: s.terrain, max: TERRAIN_MAX_SIZE[s.terrain] }));
      if (s.upgradedTurn === state.turn) out.push(violation('smc/purchase/upgraded-this-turn', cite, { index, region: s.region }));
      // Advanced Rules only: villages may not be upgraded on the turn they are built.
      if (!std && s.foundedTurn === state.turn) out.push(violation('smc/purchase/founded-this-turn', cite, { index, region: s.region }));
      // Upgrading Settlements (advanced): a technology must allow it; its owner gets no fee.
      allowingTechnology(setup, state, player, item.technology, index, out);
      if (out.length > 0) return { state, violations: out };
      const paid = pay(state, player, upgradePrice(setup, newSize), null, 0, cite, index);
      if (paid.violations.length > 0) return paid;
      const grown = updatePlayer(paid.state, player, (p) => ({
        ...p,
        settlements: p.settlements.map((x) => (x.region === s.region ? { ...x, size: newSize as SettlementSize, upgradedTurn: state.turn } : x)),
      }));
      return { state: grown, violations: [] };
    }
    case 'technology': {
      // Standard Rules: Purchasing technologies: "You can only purchase technologies from the current
      // era ... When an era ends, you can purchase the new era's technologies on the purchase phase of
      // the next game turn. The technologies from the old era may be purchased until the end of the
      // turn." The era changes at the start of the next turn, so the current era is the old one until then.
      // Advanced: the card's printed era decides (checkTechnology).
      if (std && item.era !== undefined && item.era !== era) {
        if (state.eraEnd !== null && item.era === nextEra(era))
          return {
            state,
            violations: [violation('smc/technology/new-era-next-turn', [CITE.stdTechPurchase, CITE.stdEraEnd], { index, era: item.era, current: era })],
          };
        return notCurrent('technology', item.era, CITE.stdTechPurchase);
      }
      const problems: Violation[] = checkTechnology(setup, state, item.card, 'purchase').map((v) => ({ ...v, params: { ...v.params, index } }));
      const endEra = endRollEra(setup);
      const needsRoll = !std && item.card !== null && endEra !== null && item.card.era === endEra;
      if (needsRoll && item.endRoll === null) problems.push(violation('smc/technology/end-roll-required', CITE.advGameLength, { index, era: endEra }));
      // Game Length: the die is rolled only for a technology of the era that ends a short or
      // medium game; a roll entered for any other purchase would be a number the log cannot use.
      if (!needsRoll && item.endRoll !== null) problems.push(violation('smc/technology/end-roll-not-needed', CITE.advGameLength, { index }));
      if (problems.length > 0) return { state, violations: problems };
      const price = std || item.card === null ? standardTechnologyPrice(me.technologies.length) : advancedTechnologyPrice(item.card, era);
      const paid = pay(state, player, price, null, 0, std ? CITE.stdTechPurchase : CITE.advPrerequisites, index);
      if (paid.violations.length > 0) return paid;
      let next = takeTechnology(setup, paid.state, player, item.card, 'purchase');
      if (needsRoll && item.endRoll !== null && endEra !== null && next.gameEnd === null) {
        // Game Length: roll one die; at most the era's technologies owned by all players ends the game.
        const owned = next.players.reduce((n, p) => n + p.technologies.filter((t) => t.era === endEra).length, 0);
        if (item.endRoll <= owned) next = { ...next, gameEnd: { victory: 'score', player } };
      }
      return { state: next, violations: [] };
    }
    case 'improvement': {
      if (std) return advancedOnly('improvement');
      // "You can only purchase city improvements of the current era."
      if (item.era !== undefined && item.era !== era) return notCurrent('improvement', item.era, CITE.advImprovements);
      // Each player may only purchase one of each city improvement.
      if (me.improvements.includes(item.name)) out.push(violation('smc/purchase/improvement-owned', CITE.advImprovements, { index, improvement: item.name }));
      const { feeTo } = allowingTechnology(setup, state, player, item.technology, index, out);
      if (out.length > 0) return { state, violations: out };
      const paid = pay(state, player, ADVANCED_PRICES.improvement[era] ?? 0, feeTo, ADVANCED_PRICES.fee[era] ?? 0, [CITE.advImprovements, CITE.advFees], index);
      if (paid.violations.length > 0) return paid;
      return { state: updatePlayer(paid.state, player, (p) => ({ ...p, improvements: [...p.improvements, item.name] })), violations: [] };
    }
    case 'colony-ship': {
      if (std) return advancedOnly('colony-ship');
      const taken = state.players.some((p) => p.wonders.some((w) => w.id === COLONY_SHIP));
      if (!technologiesInPlay(state).has(COLONY_SHIP_TECHNOLOGY) || taken) {
        return { state, violations: [violation('smc/purchase/colony-ship-unavailable', CITE.advSpace, { index, technology: COLONY_SHIP_TECHNOLOGY })] };
      }
      const paid = pay(state, player, COLONY_SHIP_PRICE, null, 0, CITE.advSpace, index);
      if (paid.violations.length > 0) return paid;
      // Technology/space victory: the game ends at the end of this turn.
      const next = updatePlayer(paid.state, player, (p) => ({ ...p, wonders: [...p.wonders, { id: COLONY_SHIP, era: 'modern', how: 'purchase' }] }));
      return { state: { ...next, gameEnd: next.gameEnd ?? { victory: 'space', player } }, violations: [] };
    }
    case 'sell': {
      if (std) return advancedOnly('sell');
      // Selling Military units: units of previous eras, for one fifth of their original cost.
      if (eraIndex(item.era) >= eraIndex(era))
        return { state, violations: [violation('smc/purchase/sell-current-era', CITE.advSelling, { index, era: item.era })] };
      const table = item.kind === 'fleet' || item.kind === 'aircraft' ? ADVANCED_PRICES[item.kind] : ADVANCED_PRICES.army;
      const original = table[item.era];
      if (original === null) return { state, violations: [violation('smc/purchase/not-in-era', CITE.advSelling, { index, item: item.kind, era: item.era })] };
      const owned = me.units[item.era][item.kind];
      if (owned < item.count)
        return {
          state,
          violations: [violation('smc/units/not-enough', CITE.advSelling, { index, player, era: item.era, unit: item.kind, count: item.count, owned })],
        };
      const gain = Math.floor(original / SELL_DIVISOR) * item.count;
      return {
        state: updatePlayer(state, player, (p) => ({ ...p, gold: p.gold + gain, units: addUnits(p.units, item.era, item.kind, -item.count) })),
        violations: [],
      };
    }
  }
}

/** Runs the purchase item by item; every violation is reported, the state is only for valid runs. */
export function runPurchase(setup: SmcSetup, state: SmcState, entry: EntryOf<'purchase'>): Step {
  const out: Violation[] = [...guard(state, ['purchase'])];
  if (out.length > 0) return { state, violations: out };
  activePlayer(state, entry.player, out);
  if (out.length > 0) return { state, violations: out };
  // A player who has said he finished his purchase phase buys no more this turn.
  if (state.finishedBuying.includes(entry.player))
    return { state, violations: [violation('smc/purchase/finished', [CITE.turnPhases, CITE.purchaseFinished], { player: entry.player })] };
  if (entry.items.length === 0) return { state, violations: [violation('smc/purchase/empty', CITE.stdPurchase)] };
  let s = state;
  entry.items.forEach((item, index) => {
    const r = buyItem(setup, s, entry.player, item, index);
    out.push(...r.violations);
    s = r.state;
  });
  return { state: s, violations: out };
}

export const purchase: EntryHandler<SmcState, EntryOf<'purchase'>, SmcSetup> = {
  validate: (state, entry, setup) => runPurchase(setup, state, entry).violations,
  apply: (state, entry, setup) => runPurchase(setup, state, entry).state,
};

/**
 * The purchase-done entry: the player has finished his purchase phase this turn (Turn Phases:
 * "all players ... may perform the actions for that phase"; Purchasing technologies: "When every
 * player has finished their purchase phase"). Said once a turn; it does not end the phase: the
 * table does that with advance-phase, whoever has said it.
 */
function checkPurchaseDone(state: SmcState, entry: EntryOf<'purchase-done'>): readonly Violation[] {
  const out: Violation[] = [...guard(state, ['purchase'])];
  if (out.length > 0) return out;
  activePlayer(state, entry.player, out);
  if (out.length > 0) return out;
  if (state.finishedBuying.includes(entry.player))
    return [violation('smc/purchase/already-finished', [CITE.turnPhases, CITE.purchaseFinished], { player: entry.player })];
  return [];
}

export const purchaseDone: EntryHandler<SmcState, EntryOf<'purchase-done'>, SmcSetup> = {
  validate: checkPurchaseDone,
  apply: (state, entry) => ({ ...state, finishedBuying: [...state.finishedBuying, entry.player] }),
};
