/**
 * Eastern Empires player sheets for the screens: each player's civilization, cities, treasury,
 * advances, credits and score (ee chapter 3, Phase 13d), and the trade cards a player can hold
 * (calc/hands.ts, ee Phase 6). Pure: from setup + state to plain data.
 */
import type { RuleCitation } from '../../../types';
import { ADVANCE_IDS, ADVANCES, COLOURS, type AdvanceId, type Colour } from '../advances';
import { checkAstMove, epochOf, finalSpace, type AstCheck } from '../calc/ast';
import { startingCredits, type CivilizationId, type Epoch } from '../civilizations';
import type { CreditTotals } from '../calc/credits';
import { allowedTaxRates, citySupportRate, handLimit } from '../calc/economy';
import { allCredits } from '../entries/purchase';
import { SPECIAL_ABILITIES, type SpecialAbility } from '../entries/special-abilities';
import { cardBoundsOf } from '../calc/hands';
import type { EeSetup } from '../setup';
import { heldAdvances, keptKnown, type EePlayer, type EeState } from '../state';

const ee = (rule: string): RuleCitation => ({ doc: 'ee', rule });

// ---------------------------------------------------------------------------------------------
// Players

export interface PlayerSheet {
  readonly player: EePlayer;
  readonly epoch: Epoch;
  readonly finalSpace: number;
  readonly move: AstCheck;
  readonly advances: readonly { readonly id: AdvanceId; readonly colours: readonly Colour[]; readonly turn: number }[];
  readonly credits: CreditTotals;
  /** Commodity cards kept (ee Phase 12), or null when the hand was not entered (not known, not 0). */
  readonly hand: number | null;
  readonly handLimit: number;
  readonly taxRates: readonly number[];
  readonly supportRate: number;
  readonly specialAbilities: readonly SpecialAbility[];
}

/** Each player's books: holdings, A.S.T. with the next requirement, advances and credit tokens. */
export function playerSheets(setup: EeSetup, state: EeState): readonly PlayerSheet[] {
  return state.players.map((p) => {
    const held = heldAdvances(p);
    return {
      player: p,
      epoch: epochOf(p.civ, p.ast),
      finalSpace: finalSpace(p.civ),
      move: checkAstMove({ civ: p.civ, position: p.ast, cities: p.cities, advances: held }),
      advances: ADVANCE_IDS.filter((id) => held.includes(id)).map((id) => ({ id, colours: ADVANCES[id].colours, turn: p.advances[id] ?? state.turn })),
      credits: allCredits(p, setup.players.length),
      hand: keptKnown(state, p),
      handLimit: handLimit(held),
      taxRates: allowedTaxRates(held),
      supportRate: citySupportRate(held),
      specialAbilities: SPECIAL_ABILITIES.filter((a) => held.includes(a)),
    };
  });
}

/** Starting credits of each colour for a player count (ee chapter 4: 10 with 5 players, 5 with 6). */
export const startingCreditsFor = (players: number): number => startingCredits(players)[COLOURS[0]];

// ---------------------------------------------------------------------------------------------
// Trade cards a player can hold (hands.ts)

export interface CardsHeld {
  /** The most trade cards he can hold this turn (ee Phase 6, Phase 7). */
  readonly cards: number;
  /** The most commodity cards he can turn in or keep now (calamities shown and cards given up taken off). */
  readonly commodities: number;
  /** The stacks he drew from (ee Phase 6a, 6b). */
  readonly stacks: readonly number[];
  readonly cite: readonly RuleCitation[];
}

/** What the forms show of a player's trade cards: the bounds the engine checks entries against. */
export function cardsHeld(state: EeState, civ: CivilizationId): CardsHeld | undefined {
  const b = cardBoundsOf(state, civ);
  return b === undefined
    ? undefined
    : { cards: b.held, commodities: b.commodities, stacks: [...b.stacks].sort((x, y) => x - y), cite: [ee('Phase 6'), ee('Phase 7')] };
}
