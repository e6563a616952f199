/**
 * Victory points (advciv 35.1) with their breakdown, and places (35.2: equal points share a place,
 * R-A10). Commodity cards count as sets (35.1 B) with Mining's bonus unless Mining was used in the
 * final purchase phase (32.261, R-A6). Inert nations are listed but not placed (15.6, R-A12). A hand
 * kept sealed (31.71) scores nothing until revealed (hand-reveal.ts): the row says so (`unrevealed`).
 * A hand kept that nobody entered (unknown, 31.71) is never scored as empty: its points are not known,
 * so the row says so (`notEntered`), the total leaves it out and the places are provisional until the
 * table enters it (hand-reveal.ts).
 */
import type { RuleCitation } from '../../../types';
import type { CardId } from '../cards';
import type { NationId } from '../nations';
import type { AdvCivRuleset } from '../ruleset';
import type { AdvCivState } from '../state';
import { cardPoints } from './ast';
import { handValue } from './sets';

export interface ScoreRow {
  readonly nation: NationId;
  readonly cards: number;
  /** 35.1 B; null while the player's hand is sealed (31.71) and not yet revealed (hand-reveal.ts). */
  readonly commodities: number | null;
  /** Cards of a sealed hand not yet revealed (35.1 B): the total leaves them out until they are shown. */
  readonly unrevealed: number | null;
  /** A hand kept that nobody entered (31.71): the most cards it can hold; the total leaves it out until entered. Null when known. */
  readonly notEntered: number | null;
  readonly treasury: number;
  readonly ast: number;
  readonly cities: number;
  readonly total: number;
  /** 1 = winner; equal totals share a place (35.2); null for an inert nation. */
  readonly place: number | null;
  /**
   * The places are provisional while hands kept sealed (31.71) are not revealed, or hands kept were
   * never entered (35.1 B, 35.2): the nations whose hands the totals leave out; null when every hand counts.
   */
  readonly provisional: readonly NationId[] | null;
  readonly cite: Readonly<Record<'cards' | 'commodities' | 'treasury' | 'ast' | 'cities' | 'place', RuleCitation>>;
}

const C = (rule: string, ruling?: string): RuleCitation => (ruling === undefined ? { doc: 'advciv', rule } : { doc: 'advciv', rule, ruling });

export function scoreTable(ruleset: AdvCivRuleset, state: AdvCivState): readonly ScoreRow[] {
  const lastTurn = state.ended?.turn ?? state.turn;
  const s = ruleset.scoring;
  const rows = state.players.map((p) => {
    const held = Object.keys(p.cards) as CardId[];
    const mining = ruleset.roles.mining !== undefined && p.cards[ruleset.roles.mining] !== undefined && p.miningUsedTurn !== lastTurn;
    const cards = cardPoints(ruleset, held); // 35.1 A
    // 35.1 B, R-A6; a sealed hand (31.71) counts once its cards are revealed, never as 0 unsaid.
    // A hand nobody entered (31.71) is unknown, not empty: no points are claimed for it either way.
    const commodities = p.sealed === undefined && p.unknownHand === undefined ? handValue(ruleset.commodities, p.hand, mining ? 'best' : null).total : null;
    const treasury = p.treasury * s.perTreasuryToken; // 35.1 C
    const ast = p.ast * s.perAstSpace; // 35.1 D, R-A3
    const cities = p.cities * s.perCity; // 35.1 E
    const total = cards + (commodities ?? 0) + treasury + ast + cities;
    const notEntered = p.sealed === undefined ? (p.unknownHand?.atMost ?? null) : null;
    return {
      nation: p.nation,
      active: p.status === 'active',
      cards,
      commodities,
      unrevealed: p.sealed?.count ?? null,
      notEntered,
      treasury,
      ast,
      cities,
      total,
    };
  });
  const unrevealed = rows.filter((r) => r.commodities === null).map((r) => r.nation);
  const provisional = unrevealed.length > 0 ? unrevealed : null;
  return rows.map((r) => ({
    nation: r.nation,
    cards: r.cards,
    commodities: r.commodities,
    unrevealed: r.unrevealed,
    notEntered: r.notEntered,
    treasury: r.treasury,
    ast: r.ast,
    cities: r.cities,
    total: r.total,
    place: r.active ? 1 + rows.filter((o) => o.active && o.total > r.total).length : null,
    provisional,
    cite: { cards: C('35.1'), commodities: C('32.261', 'R-A6'), treasury: C('35.1'), ast: C('35.1', 'R-A3'), cities: C('35.1'), place: C('35.2', 'R-A10') },
  }));
}
