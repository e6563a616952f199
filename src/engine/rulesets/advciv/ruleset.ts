/**
 * The advciv ruleset object: every fact the engine core reads, cited, checked with `satisfies`.
 * `advcivRuleset(settings, variants)` is the ruleset a game actually plays by (settings and the
 * variant overlays applied); it is memoised because replay asks for it on every entry.
 */
import { applyVariants, type VariantProblem } from '../../ruleset';
import { astTracks, EPOCH, EPOCHS } from './ast';
import { advcivCreditLines, CARD, CARDS, GROUPS } from './cards';
import { CALAMITIES, CALAMITY, COMMODITIES, COMMODITY, STACKS } from './commodities';
import { withWesternExtension } from './late-arrivals';
import { NATIONS, PLAYER_COUNTS } from './nations';
import { DEFAULT_SETTINGS, type AdvCivSettings } from './settings';
import type { AdvCivRulesetShape } from './ruleset-shape';
import { VARIANTS } from './variants';

export type AdvCivRuleset = AdvCivRulesetShape;

function base(settings: AdvCivSettings): AdvCivRuleset {
  return {
    id: 'advciv',
    doc: 'advciv',
    nations: NATIONS,
    playerCounts: PLAYER_COUNTS,
    groups: GROUPS,
    cardIds: CARDS,
    cards: CARD,
    roles: { taxRates: 'coinage', noRevolt: 'democracy', movesLast: 'military', mining: 'mining', cityFromTreasury: 'architecture' },
    creditLines: advcivCreditLines,
    commodityIds: COMMODITIES,
    commodities: COMMODITY,
    calamityIds: CALAMITIES,
    calamities: CALAMITY,
    stacks: STACKS,
    epochs: EPOCHS,
    epoch: EPOCH,
    tracks: astTracks(settings.babylonLateIron),
    limits: {
      cities: 9, // 25.1
      handLimit: 8, // 31.71
      taxRate: 2, // 19.1
      altTaxRates: [1, 3], // 19.2 (Coinage)
      cityStockWeight: 5, // 19.32
      boughtCardPrice: 18, // 27.51
      boughtCardStack: 9, // 27.51
      ships: 4, // 22.4
      tokensPerCity: 6, // 25.2 (city site)
    },
    scoring: { perAstSpace: 100, perCity: 50, perTreasuryToken: 1, cite: { doc: 'advciv', rule: '35.1' } },
    revolt: { to: 'beneficiary', cite: { doc: 'advciv', rule: '19.32' } },
    variants: VARIANTS,
  } satisfies AdvCivRuleset;
}

/** The default advciv ruleset (default settings, no variants). */
export const ADVCIV: AdvCivRuleset = base(DEFAULT_SETTINGS);

const cache = new Map<string, { readonly ruleset: AdvCivRuleset; readonly problems: readonly VariantProblem[] }>();

/** The ruleset a game plays by: settings applied, then the chosen variants (one pure function). */
export function advcivRuleset(
  settings: AdvCivSettings,
  variants: readonly string[],
): { readonly ruleset: AdvCivRuleset; readonly problems: readonly VariantProblem[] } {
  const key = `${settings.babylonLateIron}|${settings.westernExtension === true ? 'we' : ''}|${[...variants].sort().join(',')}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const applied = applyVariants(base(settings), variants);
  const result = { ...applied, ruleset: withWesternExtension(applied.ruleset, settings, variants) }; // 38.21
  cache.set(key, result);
  return result;
}
