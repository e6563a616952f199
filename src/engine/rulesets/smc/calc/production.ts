/**
 * Production: how much gold a civilization produces in the production phase, with a breakdown
 * line per component citing its rule. Pure functions of plain data, so the printed examples are
 * tested directly; `productionFor` gathers the data from a game state.
 */
import { CITE } from '../cite';
import {
  ADVANCED_CRITICAL_BONUS,
  ADVANCED_GOLD_PER_RESOURCE,
  CRITICAL_BANDS,
  CRITICAL_RESOURCE,
  FERTILE_BONUS,
  MINIMUM_PRODUCTION,
  MONOPOLY_BONUS,
  STANDARD_CRITICAL_MULTIPLIER,
} from '../data';
import type { Era, Resource, SettlementSize } from '../vocab';

// The breakdown is part of the state (a player's production this turn), so its shape lives there.
export type { ProductionBreakdown, ProductionLine, ProductionPart } from '../state';

/** Critical Resource Table: the resource of a 2d6 total in an era. */
export function criticalResource(era: Era, total: number): Resource | null {
  const band = CRITICAL_BANDS.findIndex(([lo, hi]) => total >= lo && total <= hi);
  return band < 0 ? null : (CRITICAL_RESOURCE[era][band] ?? null);
}

/** Resource cards held, counted by type. */
export function countByType(held: readonly Resource[]): ReadonlyMap<Resource, number> {
  const m = new Map<Resource, number>();
  for (const r of held) m.set(r, (m.get(r) ?? 0) + 1);
  return m;
}

/**
 * Monopolies: 20/40/80 gold for 3/4/5 of a kind, per resource type. The list stops at five; six
 * or more of one resource still earn the largest bonus, 80 (R-S6: nothing in the text lowers it).
 */
export function monopolyBonus(count: number): number {
  if (count >= 5) return MONOPOLY_BONUS[5];
  if (count === 4) return MONOPOLY_BONUS[4];
  if (count === 3) return MONOPOLY_BONUS[3];
  return 0;
}

function monopolyLines(held: readonly Resource[]): ProductionLine[] {
  return [...countByType(held)]
    .filter(([, n]) => monopolyBonus(n) > 0)
    .map(([resource, n]) => ({
      part: 'monopoly' as const,
      gold: monopolyBonus(n),
      cite: n > 5 ? CITE.monopoliesBeyondFive : CITE.monopolies,
      params: { resource, count: n },
      source: 'rules' as const,
    }));
}

function finish(lines: readonly ProductionLine[]): ProductionBreakdown {
  const subtotal = lines.reduce((s, l) => s + l.gold, 0);
  if (subtotal >= MINIMUM_PRODUCTION) return { lines, subtotal, total: subtotal };
  const topUp: ProductionLine = {
    part: 'minimum',
    gold: MINIMUM_PRODUCTION - subtotal,
    cite: CITE.minimumGold,
    params: { minimum: MINIMUM_PRODUCTION },
    source: 'rules',
  };
  return { lines: [...lines, topUp], subtotal, total: MINIMUM_PRODUCTION };
}

export interface StandardProductionInput {
  /** The player's own settlements. */
  readonly settlements: readonly { readonly size: SettlementSize; readonly fertile: boolean }[];
  /** Resource cards the player holds this turn: his own not lent out, plus those lent to him. */
  readonly held: readonly Resource[];
  readonly critical: Resource | null;
  readonly technologies: number;
}

/**
 * Standard Rules: Production Phase. City production (size, +1 on fertile land) doubled when the
 * player holds the critical resource, plus technologies x unique resource types, plus monopolies,
 * at least 10 gold.
 */
export function standardProduction(input: StandardProductionInput): ProductionBreakdown {
  const base = input.settlements.reduce((s, x) => s + x.size + (x.fertile ? FERTILE_BONUS : 0), 0);
  const lines: ProductionLine[] = [
    { part: 'cities', gold: base, cite: CITE.stdCityProduction, params: { settlements: input.settlements.length }, source: 'rules' },
  ];
  if (input.critical !== null && input.held.includes(input.critical)) {
    // Doubling the city production adds the same amount again.
    lines.push({
      part: 'critical',
      gold: base * (STANDARD_CRITICAL_MULTIPLIER - 1),
      cite: CITE.stdCityProduction,
      params: { resource: input.critical },
      source: 'rules',
    });
  }
  const types = countByType(input.held).size;
  lines.push({
    part: 'technology-resources',
    gold: types * input.technologies,
    cite: CITE.stdTechResources,
    params: { types, technologies: input.technologies },
    source: 'rules',
  });
  lines.push(...monopolyLines(input.held));
  return finish(lines);
}

export interface AdvancedProductionInput {
  /** Each settlement's printed city-card value (size, happiness, productivity), entered by the table. */
  readonly cityValues: readonly number[];
  readonly held: readonly Resource[];
  readonly critical: Resource | null;
}

/**
 * Advanced Rules: Production Phase. City-card values, +15 for holding the critical resource,
 * +3 per unique resource, plus monopolies, at least 10 gold.
 */
export function advancedProduction(input: AdvancedProductionInput): ProductionBreakdown {
  const cities = input.cityValues.reduce((s, x) => s + x, 0);
  const lines: ProductionLine[] = [
    { part: 'cities', gold: cities, cite: CITE.advCityProduction, params: { settlements: input.cityValues.length }, source: 'table' },
  ];
  if (input.critical !== null && input.held.includes(input.critical)) {
    lines.push({ part: 'critical', gold: ADVANCED_CRITICAL_BONUS, cite: CITE.advCritical, params: { resource: input.critical }, source: 'rules' });
  }
  const types = countByType(input.held).size;
  lines.push({ part: 'resources', gold: types * ADVANCED_GOLD_PER_RESOURCE, cite: CITE.advResources, params: { types }, source: 'rules' });
  lines.push(...monopolyLines(input.held));
  return finish(lines);
}

// ---- gathering the inputs from a game state -------------------------------------------------

import type { SmcSetup } from '../setup';
import type { ProductionBreakdown, ProductionLine, SmcState } from '../state';

/**
 * Resource cards a player holds this turn: his own settlements' cards not lent out, plus cards
 * lent to him (Trade Phase: a lent card counts for the holder until it is returned).
 */
export function heldResources(state: SmcState, player: string): readonly Resource[] {
  const lentOut = new Set(state.loans.filter((l) => l.from === player).map((l) => l.region));
  const own = (state.players.find((p) => p.id === player)?.settlements ?? [])
    .filter((s) => s.resource !== null && !lentOut.has(s.region))
    .map((s) => s.resource as Resource);
  const borrowed = state.loans
    .filter((l) => l.to === player)
    .map((l) => state.players.flatMap((p) => p.settlements).find((s) => s.region === l.region)?.resource ?? null)
    .filter((r): r is Resource => r !== null);
  return [...own, ...borrowed];
}

/**
 * A player's production from the game state. Advanced games need `cityValues` (region -> printed
 * value); a settlement without a value counts 0 (the entry handler refuses missing values).
 */
export function productionFor(setup: SmcSetup, state: SmcState, player: string, cityValues: Readonly<Record<string, number>> = {}): ProductionBreakdown {
  const p = state.players.find((x) => x.id === player);
  const held = heldResources(state, player);
  const critical = state.critical?.resource ?? null;
  if (setup.rules === 'advanced') {
    return advancedProduction({ cityValues: (p?.settlements ?? []).map((s) => cityValues[s.region] ?? 0), held, critical });
  }
  return standardProduction({ settlements: p?.settlements ?? [], held, critical, technologies: p?.technologies.length ?? 0 });
}
