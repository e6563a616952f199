/**
 * The whole numbers a number box of an Eastern Empires entry form may take, from the rules' own data:
 * the form shows them as the range it refuses typing beyond (issue 19). The entries' validate checks
 * the same bounds with their rule numbers.
 */
import type { CalamityEffect } from '../calc/calamity-effects';
import { CITIES_PER_PLAYER, TOKENS_PER_PLAYER } from '../civilizations';
import type { EePlayer } from '../state';

export interface FieldRange {
  readonly min: number;
  readonly max: number;
}

/** Census (ee Phase 2b, chapter 3): 55 tokens a player, less those in his treasury. */
export function censusRange(p: EePlayer): FieldRange {
  return { min: 0, max: Math.max(0, TOKENS_PER_PLAYER - p.treasury) };
}

/** Treasury tokens a player spends (ee chapter 3, Phase 3, Phase 12): at most those in his treasury. */
export function treasuryRange(p: EePlayer): FieldRange {
  return { min: 0, max: Math.max(0, p.treasury) };
}

/**
 * The area a special ability annexes or destroys (ee chapter 9, Monotheism, Fundamentalism, Politics):
 * one area, so at most one city; its tokens at most the target's 55 less his treasury (chapter 3).
 */
export function areaRanges(target: EePlayer | undefined): { readonly cities: FieldRange; readonly tokens: FieldRange } {
  return { cities: { min: 0, max: 1 }, tokens: target === undefined ? { min: 0, max: TOKENS_PER_PLAYER } : censusRange(target) };
}

/**
 * Treasury gained by Trade Routes (ee chapter 9, Trade Routes): taken from stock, so at most the
 * player's 55 tokens less those already in his treasury (chapter 3).
 */
export const tradeRoutesRange = censusRange;

/**
 * A.S.T. steps back (ee chapter 8, Regression: 1 step, Fundamentalism 1 more, Library 1 less): at most
 * the steps the victim's effect moves him back, and no further back than where his marker stands (the
 * calamity entry expects exactly that less the steps prevented, ee/calamity/ast-wrong). An effect that
 * moves no marker takes 0. A new entry beyond it is refused (bounds.ts, ee/calamity/ast-beyond-effect).
 */
export function astBackRange(p: EePlayer, effect: CalamityEffect): FieldRange {
  return { min: 0, max: Math.max(0, Math.min(p.ast, stepsBack(effect))) };
}

/** The steps the effect moves the victim's marker back (ee chapter 8, Regression). */
const stepsBack = (effect: CalamityEffect): number => effect.losses.reduce((n, l) => (l.kind === 'astBack' ? n + l.steps : n), 0);

/** The commodity cards the effect has the victim discard (ee chapter 8, Banditry). */
const cardsToDiscard = (effect: CalamityEffect): number => effect.losses.reduce((n, l) => (l.kind === 'discardCommodities' ? n + l.count : n), 0);

/**
 * Preventions used (ee chapter 8, Definitions "To pay treasury": only a player who can pay uses it;
 * City in Flames: 10 treasury prevents the city, once; Banditry: 4 treasury a card, at most the cards
 * to discard; chapter 9 Theocracy: the reduction prevented by discarding 2 cards, once; chapter 9
 * Enlightenment and chapter 8 Regression: 2 cities destroyed a step, at most the steps back). An
 * effect with no prevention takes 0 (ee/calamity/prevention-not-allowed). A new entry beyond it is
 * refused (bounds.ts, ee/calamity/prevented-beyond).
 */
export function preventedRange(p: EePlayer, effect: CalamityEffect): FieldRange {
  let max = 0;
  for (const x of effect.preventions) {
    if (x.kind === 'payTreasury') max += Math.min(x.per === 'card' ? cardsToDiscard(effect) : 1, Math.floor(Math.max(0, p.treasury) / x.amount));
    else if (x.kind === 'discardCommodities') max += 1;
    else max += stepsBack(effect);
  }
  return { min: 0, max };
}

/**
 * A calamity outcome's boxes (ee chapter 8): tokens removed or placed at most the player's 55 less his
 * treasury, cities reduced, destroyed, annexed or coastal at most his 9 cities (chapter 3), treasury
 * lost at most the treasury held; with the victim's effect, the A.S.T. steps back and the preventions
 * used take what the effect allows (astBackRange, preventedRange), else what the reader takes.
 */
export function outcomeRange(p: EePlayer, key: string, effect?: CalamityEffect): FieldRange | undefined {
  if (key === 'tokensRemoved' || key === 'tokensPlaced') return censusRange(p);
  if (key === 'citiesReduced' || key === 'citiesDestroyed' || key === 'citiesLost' || key === 'coastalCities') return { min: 0, max: CITIES_PER_PLAYER };
  if (key === 'treasuryLost') return treasuryRange(p);
  if (key === 'astBack' && effect !== undefined) return astBackRange(p, effect);
  if (key === 'prevented' && effect !== undefined) return preventedRange(p, effect);
  return undefined;
}
