/**
 * Eastern Empires as a member of the family `Ruleset` (src/engine/ruleset.ts): the data the engine
 * core reads, cited, checked with `satisfies`. Where the family interface cannot say an Eastern
 * Empires rule, the ruleset's own calculators hold it (credits.ts, ast.ts, calamities.ts):
 * - `creditLines(held, target)` gives the printed colour and specific credits; starting credits
 *   (player count) and the colours chosen for Written Record and Monument are per player, so the
 *   purchase entry uses credits.ts (R-E2, R-E5);
 * - the Basic A.S.T. needs every requirement of an epoch for each step inside it (ee Phase 13), not
 *   only the city count: ast.ts `checkAstMove`;
 * - the beneficiary is lexicographic (cities in stock, then tokens in stock): a city weight of 56
 *   (more than the 55 tokens) makes the family's weighted sum give the same order.
 */
import type { AstSpace, CalamityDef, CardDef, CommodityDef, CreditLine, EpochDef, PlayerCountDef, Ruleset } from '../../ruleset';
import { ADVANCE_IDS, ADVANCES, COLOURS, type AdvanceId, type Colour } from './advances';
import { BASIC_REQUIREMENTS, epochOf, finalSpace, VP_PER_AST_STEP, VP_PER_CITY } from './ast';
import {
  CITIES_PER_PLAYER,
  CIVILIZATIONS,
  EPOCHS,
  HAND_LIMIT,
  MAX_PLAYERS,
  MIN_PLAYERS,
  TOKENS_PER_PLAYER,
  type CivilizationId,
  type Epoch,
} from './civilizations';
import { creditTokens } from './credits';
import { DEFAULT_CARD_OFFER, DEFAULT_TAX_RATE } from './economy';
import { CALAMITIES, CALAMITY_IDS, COMMODITIES, COMMODITY_IDS, commodityCardCount, STACKS, type CalamityId, type CommodityId } from './trade-cards';

export type EeRuleset = Ruleset<CivilizationId, AdvanceId, Colour, CommodityId, CalamityId, Epoch>;

/** A per-key table built from a vocabulary (every key present, as the Record type says). */
function table<K extends string, V>(keys: readonly K[], f: (k: K) => V): Record<K, V> {
  const out = {} as Record<K, V>;
  for (const k of keys) out[k] = f(k);
  return out;
}

const REFERENCE = 'chapter 9 (catalogue: reference/eastern-empires-advances-civilizations.md)';

const CARDS = table<AdvanceId, CardDef<AdvanceId, Colour>>(ADVANCE_IDS, (id) => ({
  cost: ADVANCES[id].cost,
  groups: ADVANCES[id].colours,
  prerequisites: [], // ee Phase 12: "They do not have to hold any prerequisite cards."
  cite: { doc: 'ee', rule: REFERENCE, ruling: 'R-E1' },
}));

/** ee Phase 12: the higher colour's credits (R-E2) plus the specific credits toward `target`. */
function eeCreditLines(held: readonly AdvanceId[], target: AdvanceId): readonly CreditLine<AdvanceId>[] {
  const credits = creditTokens(held);
  const colours = ADVANCES[target].colours;
  let colour: Colour = colours[0];
  for (const c of colours) if (credits[c] > credits[colour]) colour = c;
  const lines: CreditLine<AdvanceId>[] = [];
  if (credits[colour] > 0) lines.push({ from: `credits:${colour}`, amount: credits[colour], cite: { doc: 'ee', rule: 'Phase 12', ruling: 'R-E2' } });
  for (const id of held) {
    const s = ADVANCES[id].specific;
    if (s !== undefined && s.to === target) lines.push({ from: id, amount: s.amount, cite: { doc: 'ee', rule: 'Phase 12' } });
  }
  return lines;
}

const EPOCH_DEFS = table<Epoch, EpochDef>(EPOCHS, (e) => {
  const need = BASIC_REQUIREMENTS[e];
  const requirements: EpochDef['requirements'] = [
    ...(need.cities > 0 ? [{ kind: 'cities' as const, min: need.cities }] : []),
    ...(need.advances > 0
      ? [
          need.minCost > 0
            ? { kind: 'cards-costing-at-least' as const, cost: need.minCost, min: need.advances }
            : { kind: 'cards' as const, min: need.advances },
        ]
      : []),
  ];
  // Basic A.S.T.: 0 cities freezes the marker, it never moves back (ee Sequence of Play Summary, phase 13).
  return { requirements, regressExempt: true, cite: { doc: 'ee', rule: 'Phase 13' } };
});

const TRACKS = table<CivilizationId, readonly AstSpace<Epoch>[]>(CIVILIZATIONS, (civ) =>
  Array.from({ length: finalSpace(civ) + 1 }, (_, i): AstSpace<Epoch> => ({ epoch: epochOf(civ, i) })),
);

const PLAYER_COUNTS: Record<number, PlayerCountDef<CivilizationId>> = {};
for (let n = MIN_PLAYERS; n <= MAX_PLAYERS; n++)
  PLAYER_COUNTS[n] = { tokens: TOKENS_PER_PLAYER, nations: CIVILIZATIONS, cite: { doc: 'ee', rule: 'chapter 4' } };

const CALAMITY_DEFS = table<CalamityId, CalamityDef>(CALAMITY_IDS, (id) => ({
  stack: CALAMITIES[id].stack,
  tradable: CALAMITIES[id].kind !== 'majorNonTradeable',
  severity: CALAMITIES[id].kind === 'minor' ? 'minor' : 'major',
  cite: { doc: 'ee', rule: 'chapter 8' },
}));

/** The ruleset for a player count: commodity card counts follow ee chapter 11's columns. */
export function eeRuleset(playerCount: number): EeRuleset {
  const commodities = table<CommodityId, CommodityDef>(COMMODITY_IDS, (id) => ({
    stack: COMMODITIES[id].stack,
    value: COMMODITIES[id].faceValue,
    count: commodityCardCount(id, playerCount),
    mineable: false,
  }));
  return {
    id: 'eastern-empires',
    doc: 'ee',
    nations: CIVILIZATIONS,
    playerCounts: PLAYER_COUNTS,
    groups: COLOURS,
    cardIds: ADVANCE_IDS,
    cards: CARDS,
    // Mining in Eastern Empires doubles treasury (ee chapter 9), it does not raise a set: no `mining` role.
    roles: { taxRates: 'coinage', noRevolt: 'democracy', movesLast: 'military', cityFromTreasury: 'architecture' },
    creditLines: eeCreditLines,
    commodityIds: COMMODITY_IDS,
    commodities,
    calamityIds: CALAMITY_IDS,
    calamities: CALAMITY_DEFS,
    stacks: STACKS,
    epochs: EPOCHS,
    epoch: EPOCH_DEFS,
    tracks: TRACKS,
    limits: {
      cities: CITIES_PER_PLAYER, // ee Phase 5a
      handLimit: HAND_LIMIT, // ee Phase 12
      taxRate: DEFAULT_TAX_RATE, // ee Phase 1a
      altTaxRates: [1, 3, 4], // ee chapter 9: Coinage -1/+1, Monarchy +1, cumulative
      cityStockWeight: TOKENS_PER_PLAYER + 1, // ee chapter 6: cities in stock first, then tokens
      boughtCardPrice: DEFAULT_CARD_OFFER.price, // ee Phase 6b
      boughtCardStack: DEFAULT_CARD_OFFER.stack, // ee Phase 6b
      ships: 4, // ee chapter 3
      tokensPerCity: 6, // ee Phase 5a
    },
    scoring: { perAstSpace: VP_PER_AST_STEP, perCity: VP_PER_CITY, perTreasuryToken: 0, cite: { doc: 'ee', rule: 'Phase 13d' } },
    revolt: { to: 'beneficiary', cite: { doc: 'ee', rule: 'Phase 1b' } },
    variants: [],
  } satisfies EeRuleset;
}

/** The 9-player ruleset (every commodity and calamity in the deck). */
export const EASTERN_EMPIRES: EeRuleset = eeRuleset(MAX_PLAYERS);
