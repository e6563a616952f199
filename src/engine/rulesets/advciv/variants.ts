/**
 * advciv section VII variants (38.x, 39.x) as overlays tagged with the rules they amend. A patch
 * changes only data the engine core reads; a variant whose effect is in a phase the app does not
 * model (the map, ships) or in calamity-effects.ts is an identity patch here, and its id in the
 * setup is what the calamity code reads.
 */
import type { Ruleset, Variant } from '../../ruleset';
import type { CalamityDef } from '../../ruleset';
import type { EpochId } from './ast';
import type { CalamityId, CommodityId } from './commodities';
import type { CardId, GroupId } from './cards';
import { NATIONS, type NationId } from './nations';
import { BIDDING_RULES } from './variants/bidding';
import { CAPITALS_TRADE } from './variants/capitals';
import { CALAMITY_STACKING } from './variants/stacking';

export type AdvCivRulesetShape = Ruleset<NationId, CardId, GroupId, CommodityId, CalamityId, EpochId>;
type V = Variant<AdvCivRulesetShape>;

/** Section VII (38.x, 39.x) and the Capitals and Bidding variants of seed 003 (R-C1, R-C2). */
export const VARIANT_IDS = ['38.1', '38.2', '39.1', '39.2', '39.3', '39.4', '39.5', '39.6', '39.7', '39.8', '39.9', 'capitals', 'bidding'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

const same = (r: AdvCivRulesetShape) => r;
/** `advciv <rule>` as amended by variant `variant` (the citation names the variant, e.g. advciv 22.5, 39.1). */
const cite = (variant: VariantId) => (rule: string) => ({ doc: 'advciv' as const, rule, variant });

/** 16.9 (as rewritten by 38.1 / 38.2): nine players, every nation, 47 tokens (38.21 allows 55 with the Western Extension). */
const ninePlayers = (tokens: number, variant: VariantId) => (r: AdvCivRulesetShape): AdvCivRulesetShape => ({
  ...r,
  playerCounts: { ...r.playerCounts, 9: { tokens, nations: NATIONS, cite: cite(variant)('16.9') } },
});

export const VARIANTS: readonly V[] = [
  { id: '38.1', amends: [cite('38.1')('3.1'), cite('38.1')('16.9'), cite('38.1')('17.4')], excludes: ['38.2'], patch: ninePlayers(47, '38.1') }, // R-A14
  { id: '38.2', amends: [cite('38.2')('16.9'), cite('38.2')('30.52'), cite('38.2')('30.91')], excludes: ['38.1'], patch: ninePlayers(47, '38.2') }, // R-A14
  // 39.1 (22.5): in the third turn Crete may build one ship at no cost (placed in Phaestos or Knossos: the map, R-G2).
  { id: '39.1', amends: [cite('39.1')('22.5')], excludes: [], patch: (r) => ({ ...r, freeShips: [...(r.freeShips ?? []), { nation: 'crete', turn: 3, ships: 1, cite: cite('39.1')('22.5') }] }) },
  // 39.2 (15.2, 31.82): calamities stacked deep; the calamity entry refuses one its stack was not drawn deep enough to reach.
  { id: '39.2', amends: [cite('39.2')('15.2'), cite('39.2')('31.82')], excludes: [], patch: (r) => ({ ...r, calamityStacking: CALAMITY_STACKING }) },
  {
    // 39.3: every calamity becomes tradable (27.3, 29.2).
    id: '39.3',
    amends: [cite('39.3')('27.3'), cite('39.3')('29.2')],
    excludes: [],
    patch: (r) => ({
      ...r,
      calamities: Object.fromEntries(Object.entries(r.calamities).map(([id, def]) => [id, { ...(def as CalamityDef), tradable: true }])) as Record<CalamityId, CalamityDef>,
    }),
  },
  { id: '39.4', amends: [cite('39.4')('20.4'), cite('39.4')('29.65')], excludes: [], patch: same }, // effect in calamity-effects.ts (R-A13)
  { id: '39.5', amends: [cite('39.5')('19.32'), cite('39.5')('19.33'), cite('39.5')('30.411')], excludes: [], patch: (r) => ({ ...r, revolt: { to: 'pirates', cite: cite('39.5')('19.32') } }) },
  { id: '39.6', amends: [cite('39.6')('27.31'), cite('39.6')('29.5'), cite('39.6')('31.83')], excludes: ['39.9'], patch: same }, // R-A14: exclusive with 39.9
  { id: '39.7', amends: [cite('39.7')('30.211')], excludes: [], patch: same },
  { id: '39.8', amends: [cite('39.8')('30.91')], excludes: [], patch: same },
  { id: '39.9', amends: [cite('39.9')('15.5')], excludes: ['39.6'], patch: same },
  // Seed 003 (R-C1): capital cities count double for trade cards; principal and supplemental phases.
  { id: 'capitals', amends: [{ doc: 'advciv', rule: '27.2', variant: 'capitals' }, ...CAPITALS_TRADE.cite], excludes: [], patch: (r) => ({ ...r, tradeCards: CAPITALS_TRADE }) },
  // Seed 003 (R-C2): bids replace the place cards (15.1); tokens = 56 - bid.
  { id: 'bidding', amends: [{ doc: 'advciv', rule: '15.1', variant: 'bidding' }, ...BIDDING_RULES.cite], excludes: [], patch: (r) => ({ ...r, bidding: BIDDING_RULES }) },
];
