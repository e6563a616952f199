/**
 * The new-game form's view (pure): which player counts the rules allow, the tokens each player has
 * and the nations on offer for a count (16.2-16.9), given the chosen variants, and the verdict on a
 * complete setup (the module's own setup rules).
 */
import type { RuleCitation, Violation } from '../types';
import { validateAdvCivSetup } from '../rulesets/advciv/game';
import type { NationId } from '../rulesets/advciv/nations';
import { advcivRuleset } from '../rulesets/advciv/ruleset';
import { DEFAULT_SETTINGS, type AdvCivSettings } from '../rulesets/advciv/settings';
import type { AdvCivSetup } from '../rulesets/advciv/setup';

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
