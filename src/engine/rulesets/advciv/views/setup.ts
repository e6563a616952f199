/**
 * The new-game form's view (pure): which player counts the rules allow, the tokens each player has
 * and the nations on offer for a count (16.2-16.9), given the chosen variants, and the verdict on a
 * complete setup (the module's own setup rules); with Bidding, the bids sized to the seats.
 */
import type { RuleCitation, Violation } from '../../../types';
import { validateAdvCivSetup } from '../game';
import { NATIONS, type NationId } from '../nations';
import { advcivRuleset } from '../ruleset';
import { DEFAULT_SETTINGS, type AdvCivSettings } from '../settings';
import type { AdvCivSetup } from '../setup';
import { tieGroups, type BiddingSetup } from '../variants/bidding';

export interface PlayerCountOption {
  readonly players: number;
  readonly tokens: number;
  readonly nations: readonly NationId[];
  readonly cite: RuleCitation;
}

export function playerCountOptions(variants: readonly string[], settings: AdvCivSettings = DEFAULT_SETTINGS): readonly PlayerCountOption[] {
  const { ruleset } = advcivRuleset(settings, variants);
  return Object.entries(ruleset.playerCounts)
    .map(([n, def]) => ({ players: Number(n), tokens: def.tokens, nations: def.nations, cite: def.cite }))
    .sort((a, b) => a.players - b.players);
}

export function checkSetup(setup: AdvCivSetup): readonly Violation[] {
  return validateAdvCivSetup(setup);
}

/**
 * The seats of the form before they make a setup: every player needs the nation his place card
 * gave (15.3). `n` is the seat number from 1. The code is the table UI's (messages in table.ts).
 */
export function missingNations(seats: readonly { readonly nation: string }[]): readonly Violation[] {
  return seats.flatMap((s, i) =>
    s.nation === '' ? [{ code: 'setup/nation-missing', cite: [{ doc: 'advciv' as const, rule: '15.3' }], params: { n: i + 1 } }] : [],
  );
}

/** The most seats a new game can have: one nation each (5.1; nine with the ninth player, 16.9). */
export const MOST_SEATS = NATIONS.length;

/**
 * Variant 38.2's setting 38.21 (Western Extension, 55 tokens for nine players) is offered while 38.2
 * is chosen, and stays visible once set so it can be unset (the engine refuses it without 38.2).
 */
export const westernExtensionOffered = (variants: readonly string[], settings: AdvCivSettings): boolean =>
  variants.includes('38.2') || settings.westernExtension === true;

/** 38.1 (16.10, 16.M): whether the new-game form offers late arrivals (all nine nations seated). */
export { lateArrivalsAtSetup } from '../late-arrivals';

/** capitals 3.1: the whole numbers a bid box takes (0 to 56, at least 1 once a "blank" token is lost). */
export { bidRange } from '../variants/bidding';

/** Variant 'bidding' (capitals 3): the new-game form asks for the bids and the ties' outcomes. */
export const biddingAsked = (variants: readonly string[]): boolean => variants.includes('bidding');

/**
 * The bidding sized to `seats` players (capitals 3.1: one bid each, blank is 0); a tie's entered
 * order is kept only while it still names exactly the players tied on that bid (3.2, tieGroups).
 */
export function biddingFor(b: BiddingSetup, seats: number): BiddingSetup {
  const bids = Array.from({ length: seats }, (_, i) => b.bids[i] ?? 0);
  const groups = tieGroups(bids);
  const ties = groups.map((g, k) => {
    const tie = b.ties[k];
    return tie !== undefined && tie.order.length === g.players.length && tie.order.every((p) => g.players.includes(p)) ? tie : { order: [] };
  });
  return { ...b, bids, ties };
}
