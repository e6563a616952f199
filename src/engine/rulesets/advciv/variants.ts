/**
 * advciv section VII variants (38.x, 39.x) and seed 003's Capitals and Bidding as overlays tagged
 * with the rules they amend. A patch changes only data the engine core reads; a variant whose effect
 * is in the calamity phase is an identity patch here, and calamity-effects.ts reads its id from the
 * setup (calamityRules). The variants' own data and calculators live in variants/.
 */
import type { RuleCitation } from '../../types';
import type { Variant } from '../../ruleset';
import type { CalamityDef } from '../../ruleset';
import type { CalamityId } from './commodities';
import { NATIONS, SEAT_AST_ORDER } from './nations';
import type { AdvCivRulesetShape } from './ruleset-shape';
import { BIDDING_RULES } from './variants/bidding';
import { CAPITALS_TRADE } from './variants/capitals';
import { CALAMITY_STACKING } from './variants/stacking';

type V = Variant<AdvCivRulesetShape>;

/** Section VII (38.x, 39.x) and the Capitals and Bidding variants of seed 003 (R-C1, R-C2). */
export const VARIANT_IDS = ['38.1', '38.2', '39.1', '39.2', '39.3', '39.4', '39.5', '39.6', '39.7', '39.8', '39.9', 'capitals', 'bidding'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

const same = (r: AdvCivRulesetShape) => r;
/** `advciv <rule>` as amended by variant `variant` (the citation names the variant, e.g. advciv 22.5, 39.1). */
const cite = (variant: VariantId) => (rule: string) => ({ doc: 'advciv' as const, rule, variant });

/** 16.9 (as rewritten by 38.1 / 38.2): nine players, every nation, 47 tokens (38.21 allows 55 with the Western Extension). */
const ninePlayers =
  (tokens: number, variant: VariantId) =>
  (r: AdvCivRulesetShape): AdvCivRulesetShape => ({
    ...r,
    playerCounts: { ...r.playerCounts, 9: { tokens, nations: NATIONS, cite: cite(variant)('16.9') } },
  });

/** One overlay: `amends` are advciv rule numbers, cited with the variant's id. */
const variant = (
  id: VariantId,
  amends: readonly string[],
  excludes: readonly VariantId[] = [],
  patch: V['patch'] = same,
  extra: readonly RuleCitation[] = [],
): V => ({
  id,
  amends: [...amends.map(cite(id)), ...extra],
  excludes,
  patch,
});

/** In the order they are applied (applyVariants); the calamity phase's overlays are in calamity-effects.ts. */
export const VARIANTS: readonly V[] = [
  // 38.1 (17.4): counterparts (late arrivals, late-arrivals.ts) take A.S.T. order before their originals.
  variant('38.1', ['3.1', '15.5', '16.9', '16.10', '17.4'], ['38.2'], (r) => ({ ...ninePlayers(47, '38.1')(r), nations: SEAT_AST_ORDER })), // R-A14
  variant('38.2', ['16.9', '30.52', '30.91', '38.21'], ['38.1'], ninePlayers(47, '38.2')), // R-A14; 38.21's 55 tokens: the westernExtension setting
  // 39.1 (22.5): in the third turn Crete may build one ship at no cost (placed in Phaestos or Knossos: the map, R-G2).
  variant('39.1', ['22.5'], [], (r) => ({ ...r, freeShips: [...(r.freeShips ?? []), { nation: 'crete', turn: 3, ships: 1, cite: cite('39.1')('22.5') }] })),
  // 39.2 (15.2, 31.82): calamities stacked deep; the calamity entry refuses one its stack was not drawn deep enough to reach.
  variant('39.2', ['15.2', '31.82'], [], (r) => ({ ...r, calamityStacking: CALAMITY_STACKING })),
  // 39.3 (27.3, 29.2): every calamity becomes tradable.
  variant('39.3', ['27.3', '29.2'], [], (r) => ({
    ...r,
    calamities: Object.fromEntries(Object.entries(r.calamities).map(([id, def]) => [id, { ...(def as CalamityDef), tradable: true }])) as Record<
      CalamityId,
      CalamityDef
    >,
  })),
  // 39.4 (20.4, 29.65): Barbarian growth (variants/barbarians.ts) and Flood (calamity-effects.ts, R-A13).
  variant('39.4', ['20.4', '29.65']),
  // 39.5 (19.32, 19.33): revolting cities become Pirate cities; Civil War in calamity-effects.ts.
  variant('39.5', ['19.32', '19.33', '30.411'], [], (r) => ({ ...r, revolt: { to: 'pirates', cite: cite('39.5')('19.32') } })),
  // 39.6 and 39.9 both change which calamities apply (R-A14): exclusive. Their effects: calamity-effects.ts.
  variant('39.6', ['27.31', '29.5', '31.83'], ['39.9']),
  variant('39.7', ['30.211']),
  variant('39.8', ['30.91']),
  variant('39.9', ['15.5'], ['39.6']),
  // Seed 003 (R-C1): capital cities count double for trade cards; principal and supplemental phases.
  variant('capitals', ['27.2'], [], (r) => ({ ...r, tradeCards: CAPITALS_TRADE }), CAPITALS_TRADE.cite),
  // Seed 003 (R-C2): bids replace the place cards (15.1); tokens = 56 - bid.
  variant('bidding', ['15.1'], [], (r) => ({ ...r, bidding: BIDDING_RULES }), BIDDING_RULES.cite),
];
