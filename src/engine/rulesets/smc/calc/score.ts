/**
 * Victory points with a breakdown line per source, each citing its rule.
 */
import type { RuleCitation } from '../../../types';
import { CITE } from '../cite';
import {
  ADVANCED_SEMINAL_POINTS,
  ADVANCED_WONDER_POINTS,
  DIPLOMATIC_BONUS,
  MILITARY_BONUS_PER_UNIT,
  SEMINAL_DISCOVERIES,
  SETTLEMENT_POINTS,
  SPACE_BONUS_PER_TECHNOLOGY,
  STANDARD_TECHNOLOGY_POINTS,
  STANDARD_WONDER_POINTS,
  UNITED_NATIONS,
} from '../data';
import type { SmcSetup, TechnologyCard } from '../setup';
import { totalUnits, type SmcState } from '../state';
import { SETTLEMENT_SIZES, sizeName, type SettlementSize, type SizeName, type VictoryKind } from '../vocab';

export type ScorePart = SizeName | 'technologies' | 'wonders' | 'seminal' | 'diplomatic-bonus' | 'military-bonus' | 'space-bonus';
export interface ScoreLine {
  readonly part: ScorePart;
  readonly count: number;
  readonly points: number;
  readonly cite: RuleCitation;
}
export interface ScoreBreakdown {
  readonly lines: readonly ScoreLine[];
  readonly total: number;
}

const total = (lines: readonly ScoreLine[]): ScoreBreakdown => ({ lines, total: lines.reduce((s, l) => s + l.points, 0) });

function settlementLines(sizes: readonly SettlementSize[], cite: RuleCitation): ScoreLine[] {
  return SETTLEMENT_SIZES.map((size) => {
    const count = sizes.filter((s) => s === size).length;
    return { part: sizeName(size), count, points: count * SETTLEMENT_POINTS[size], cite };
  }).filter((l) => l.count > 0);
}

/** Standard Rules: Victory Points: 1..4 per settlement by size, 2 per technology, 3 per wonder. */
export function standardScore(input: { readonly sizes: readonly SettlementSize[]; readonly technologies: number; readonly wonders: number }): ScoreBreakdown {
  const cite = CITE.stdVictoryPoints;
  return total([
    ...settlementLines(input.sizes, cite),
    { part: 'technologies', count: input.technologies, points: input.technologies * STANDARD_TECHNOLOGY_POINTS, cite },
    { part: 'wonders', count: input.wonders, points: input.wonders * STANDARD_WONDER_POINTS, cite },
  ]);
}

export interface AdvancedScoreInput {
  readonly sizes: readonly SettlementSize[];
  readonly wonders: number;
  readonly seminal: number;
  readonly technologies: number;
  readonly militaryUnits: number;
  readonly ownsUnitedNations: boolean;
  /** How the game ended: the bonus points depend on it. */
  readonly victory: VictoryKind | null;
}

/**
 * Advanced Rules: Victory Points: settlements 1..4, 2 per wonder, 4 per seminal discovery, and
 * the bonus of the victory: diplomatic +5 to the United Nations' owner, military +1 per military
 * unit, technology/space +1 per technology. (R-S3: the printed Chris total is 69, not 54.)
 */
export function advancedScore(input: AdvancedScoreInput): ScoreBreakdown {
  const cite = CITE.advVictoryPoints;
  const lines: ScoreLine[] = [
    ...settlementLines(input.sizes, cite),
    { part: 'wonders', count: input.wonders, points: input.wonders * ADVANCED_WONDER_POINTS, cite },
    { part: 'seminal', count: input.seminal, points: input.seminal * ADVANCED_SEMINAL_POINTS, cite: CITE.advSeminal },
  ];
  if (input.victory === 'diplomatic' && input.ownsUnitedNations) lines.push({ part: 'diplomatic-bonus', count: 1, points: DIPLOMATIC_BONUS, cite });
  if (input.victory === 'military')
    lines.push({ part: 'military-bonus', count: input.militaryUnits, points: input.militaryUnits * MILITARY_BONUS_PER_UNIT, cite });
  if (input.victory === 'space') lines.push({ part: 'space-bonus', count: input.technologies, points: input.technologies * SPACE_BONUS_PER_TECHNOLOGY, cite });
  return total(lines);
}

/** Seminal: flagged by the table, or named as one by the rulebook (the comparison ignores case and spaces). */
export function isSeminal(card: TechnologyCard | null): boolean {
  if (card === null) return false;
  const norm = (x: string): string => x.toLowerCase().replace(/\s+/g, '');
  return card.seminal || SEMINAL_DISCOVERIES.some((n) => norm(n) === norm(card.name));
}

export interface PlayerScore extends ScoreBreakdown {
  readonly player: string;
  /** 1 = first; equal totals share a place. */
  readonly rank: number;
}

/** Every player's victory points from a game state, ranked. */
export function scoreBoard(setup: SmcSetup, state: SmcState): readonly PlayerScore[] {
  const victory = (state.over ?? state.gameEnd)?.victory ?? null;
  const rows = state.players.map((p) => {
    const sizes = p.settlements.map((s) => s.size);
    const b =
      setup.rules === 'standard'
        ? standardScore({ sizes, technologies: p.technologies.length, wonders: p.wonders.length })
        : advancedScore({
            sizes,
            wonders: p.wonders.length,
            seminal: p.technologies.filter((t) => isSeminal(t.card)).length,
            technologies: p.technologies.length,
            militaryUnits: totalUnits(p.units),
            ownsUnitedNations: p.wonders.some((w) => w.id === UNITED_NATIONS),
            victory,
          });
    return { player: p.id, ...b };
  });
  return rows.map((r) => ({ ...r, rank: 1 + rows.filter((o) => o.total > r.total).length }));
}
