/** Shared scenario builders for the variant tests: a table in the trade phase, ready for calamities. */
import type { CalamitiesEntry, CalamityResolution } from '../../../../../src/engine/rulesets/advciv/entries/calamity-entry';
import type { HeldCalamity } from '../../../../../src/engine/rulesets/advciv/calc/calamity-order';
import type { CardId } from '../../../../../src/engine/rulesets/advciv/cards';
import type { CalamityId } from '../../../../../src/engine/rulesets/advciv/commodities';
import type { NationId } from '../../../../../src/engine/rulesets/advciv/nations';
import type { AdvCivSetup } from '../../../../../src/engine/rulesets/advciv/setup';
import type { AdvCivState } from '../../../../../src/engine/rulesets/advciv/state';
import type { VariantId } from '../../../../../src/engine/rulesets/advciv/variants';
import { cards, setupOf, stateOf, EVERY_STACK_DRAWN } from '../helpers';

export const FIVE: readonly NationId[] = ['africa', 'italy', 'crete', 'babylon', 'egypt'];

export const setupWith = (variants: readonly VariantId[], nations: readonly NationId[] = FIVE): AdvCivSetup => setupOf(nations, {}, [...variants]);

/** Every stack drawn from this turn; cities (default 3) and cards per nation as given. */
export function tradePhase(
  setup: AdvCivSetup,
  cities: Partial<Record<NationId, number>>,
  held: Partial<Record<NationId, readonly CardId[]>> = {},
): AdvCivState {
  const changes = Object.fromEntries(
    setup.players.map((p) => [p.nation, { cities: cities[p.nation] ?? 3, stock: null, cards: cards(...(held[p.nation] ?? [])) }]),
  );
  return stateOf(setup, changes, { phase: 'trade', draws: EVERY_STACK_DRAWN });
}

export const held = (calamity: CalamityId, holder: NationId, tradedBy: NationId | null = null): HeldCalamity<NationId> => ({ calamity, holder, tradedBy });
export const L = (tokens: number, citiesReduced: readonly number[] = [], citiesEliminated = 0) => ({ tokens, citiesReduced, citiesEliminated });

export function calamityEntry(
  setup: AdvCivSetup,
  h: readonly HeldCalamity<NationId>[],
  resolutions: readonly CalamityResolution[],
  extra: Partial<CalamitiesEntry> = {},
): CalamitiesEntry {
  const tokens = Object.fromEntries(setup.players.map((p) => [p.nation, 20]));
  return { kind: 'calamities', held: h, tokens, resolutions, ...extra };
}
