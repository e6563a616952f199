/**
 * What the engine knows of each player's trade cards, from what the table already enters (ee Phase 6:
 * "Players are not allowed to conceal the number of trade cards they have"): the hand kept last turn,
 * cards taken in city attacks, the cards drawn and bought, trading, Provincial Empire, and every card
 * given up since. Trades are not entered (who gave whom what stays secret at the table, ee Phase 7), so
 * the engine keeps the most cards each player can hold and the stacks he drew from, and a check built
 * on it refuses only what no legal play could give: a calamity from a stack nobody could have passed
 * him, or more cards than he can hold. A hand kept sealed (ee Phase 12, entries/hand.ts) gives its count,
 * which is all these bounds read.
 */
import type { CivilizationId } from '../civilizations';
import { cardOffers, handLimit } from './economy';
import { activePlayers } from '../entries/context';
import { heldBefore, keptCount, type EePlayer, type EeState } from '../state';
import { CALAMITIES, isTradeable, stacksDrawn, type CalamityId, type Stack } from '../trade-cards';

/** ee Phase 7: "each trade must include at least 3 trade cards per player". */
export const MIN_CARDS_PER_TRADE = 3;

export interface CardBounds {
  readonly civ: CivilizationId;
  /** Most cards kept from last turn: the hand entered then, else his hand limit (ee Phase 12). */
  readonly kept: number;
  /** Most cards taken from defenders' hands in successful city attacks (ee Phase 4b, step 3). */
  readonly seized: number;
  /** Most cards drawn and bought in ee Phase 6 (6a: one per stack up to his cities; 6b: bought). */
  readonly drawn: number;
  /** The stacks he drew from, or could have bought from (ee Phase 6a, 6b). */
  readonly stacks: readonly Stack[];
  /** Most cards before trading. */
  readonly beforeTrade: number;
  /** ee Phase 7: only a player with at least 3 cards can trade. */
  readonly canTrade: boolean;
  /** Most trade cards held after trading, with cards given to him since (Provincial Empire, ee chapter 9). */
  readonly held: number;
  /** Most commodity cards held now: held, less the calamities he showed (ee Phase 8) and the cards given up. */
  readonly commodities: number;
}

/** ee Phase 6b: the cards a player could buy with his treasury (Wonder of the World's free one included). */
function purchasable(p: EePlayer, turn: number, cities: number, treasury: number): { readonly count: number; readonly stacks: readonly Stack[] } {
  const offers = cardOffers(heldBefore(p, turn), cities);
  const paid = offers.filter((o) => o.once !== true && o.price > 0).map((o) => o.price);
  const free = offers.some((o) => o.once === true) ? 1 : 0;
  const count = free + (paid.length === 0 ? 0 : Math.floor(treasury / Math.min(...paid)));
  const stacks = offers.filter((o) => o.once === true || o.price <= treasury).map((o) => o.stack);
  return { count, stacks };
}

/** Every active player's card bounds this turn. */
export function cardBounds(state: EeState): readonly CardBounds[] {
  const players = activePlayers(state);
  const kept = new Map(players.map((p) => [p.civ, state.handsKnown.includes(p.civ) ? keptCount(p) : handLimit(heldBefore(p, state.turn))]));
  const first = players.map((p) => {
    const own = kept.get(p.civ) ?? 0;
    // ee Phase 4b step 3: one card from the defender's hand per successful attack; a defender loses
    // at most one card per city lost, and no more than he holds. Kept hands hold commodities only
    // (every calamity is resolved in ee Phase 9), so a seized card is never a calamity.
    const seized = players.reduce((n, d) => (d.civ === p.civ ? n : n + Math.min(state.citiesLost[d.civ] ?? 0, kept.get(d.civ) ?? 0)), 0);
    const record = state.draws.find((d) => d.civ === p.civ);
    const facts = state.drawFacts[p.civ] ?? { cities: p.cities, treasury: p.treasury };
    const bought = record === undefined ? purchasable(p, state.turn, facts.cities, facts.treasury) : undefined;
    const drawnStacks = record === undefined ? stacksDrawn(facts.cities) : [...record.drawn, ...record.bought];
    const drawn = drawnStacks.length + (bought?.count ?? 0);
    const stacks = [...new Set<Stack>([...(drawnStacks as Stack[]), ...(bought?.stacks ?? [])])];
    const beforeTrade = own + seized + drawn;
    return { civ: p.civ, kept: own, seized, drawn, stacks, beforeTrade, canTrade: beforeTrade >= MIN_CARDS_PER_TRADE };
  });
  // Trading moves cards between traders and never makes any: a player who traded ends with at most
  // all the traders' cards less the 3 his partner received (ee Phase 7, at least 3 cards per player).
  const pool = first.reduce((n, b) => (b.canTrade ? n + b.beforeTrade : n), 0);
  return first.map((b) => {
    const afterTrade = b.canTrade ? Math.max(b.beforeTrade, pool - MIN_CARDS_PER_TRADE) : b.beforeTrade;
    const held = afterTrade + (state.cardsGained[b.civ] ?? 0);
    const shown = state.selections.find((s) => s.civ === b.civ);
    const calamities = shown === undefined ? 0 : shown.kept.length + (shown.discarded?.length ?? 0);
    return { ...b, held, commodities: Math.max(0, held - calamities - (state.cardsGone[b.civ] ?? 0)) };
  });
}

export const cardBoundsOf = (state: EeState, civ: CivilizationId): CardBounds | undefined => cardBounds(state).find((b) => b.civ === civ);

/**
 * Calamities a player cannot hold: a Non Tradeable one from a stack he did not draw from ("Non Tradeable
 * Calamities ... may never be traded", ee Phase 7), a Tradeable one from a stack that no player who could
 * trade with him drew from (ee Phase 6a, Phase 7).
 */
export function calamitiesNotHeld(bounds: readonly CardBounds[], civ: CivilizationId, calamities: readonly CalamityId[]): readonly CalamityId[] {
  const mine = bounds.find((b) => b.civ === civ);
  if (mine === undefined) return [];
  return calamities.filter((c) => {
    const stack = CALAMITIES[c].stack;
    if (mine.stacks.includes(stack)) return false;
    if (!isTradeable(c) || !mine.canTrade) return true;
    return !bounds.some((b) => b.civ !== civ && b.canTrade && b.stacks.includes(stack));
  });
}
