/**
 * Sid Meier's Advanced Rules: the printed values of a technology card as the table types them
 * (R-S1), checked wherever a card is entered (set-up, a purchase, a free technology). Apart from
 * setup.ts and the entries so that both use it with no import cycle.
 */
import type { Violation } from '../../types';
import { CITE } from './cite';
import { MAX_CARD_NAME } from './data';
import { violation } from './violations';

/** What this check reads of a technology card (setup.ts's TechnologyCard). */
export interface CardValues {
  readonly name: string;
  readonly era: string;
  readonly cost: number;
  readonly seminal: boolean;
  readonly prerequisites: readonly string[];
  readonly wonder: string | null;
  readonly ownerUnits: readonly unknown[];
}

/** A text shown in a refusal: at most a card name's length, so that a pasted essay is not repeated back. */
const shown = (text: string): string => (text.length > MAX_CARD_NAME ? `${text.slice(0, MAX_CARD_NAME)}…` : text);

/** The same values in a fixed order, to compare two entries of one card. */
const valuesOf = (card: CardValues): string =>
  JSON.stringify([card.name, card.era, card.cost, card.seminal, [...card.prerequisites].sort(), card.wonder, card.ownerUnits]);

/**
 * Advanced Rules: the printed values the table types for a technology card (R-S1): its name, its
 * prerequisites' and its wonder's names at most a card name's length, a cost of at least 1 (every
 * technology is purchased for gold), and the same values as the card had when it was entered before
 * in this game (`known`: the cards entered so far), for the rest of the game.
 */
export function cardValueProblems(card: CardValues, known: readonly CardValues[]): Violation[] {
  const out: Violation[] = [];
  for (const name of [card.name, ...card.prerequisites, ...(card.wonder === null ? [] : [card.wonder])])
    if (name.length > MAX_CARD_NAME) out.push(violation('smc/technology/card-name-too-long', CITE.advCardValues, { name: shown(name), max: MAX_CARD_NAME }));
  if (card.cost < 1) out.push(violation('smc/technology/card-cost', CITE.advCardValues, { technology: shown(card.name), cost: card.cost }));
  const before = known.find((k) => k.name === card.name);
  if (before !== undefined && valuesOf(before) !== valuesOf(card))
    out.push(violation('smc/technology/card-changed', CITE.advCardValues, { technology: shown(card.name) }));
  return out;
}
