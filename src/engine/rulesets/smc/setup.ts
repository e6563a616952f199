/**
 * An smc game's setup: rule set, game length, players in clockwise seating order, the starting
 * player and each player's two starting regions (Set-Up). Advanced games also record each
 * player's dealt ancient technology with its printed card values, entered by the table (R-S1).
 */
import { err, ok, type ParseResult } from '../../result';
import type { Violation } from '../../types';
import { CITE } from './cite';
import { cardValueProblems } from './card-values';
import { violation } from './violations';
import { MAX_PLAYERS, MIN_PLAYERS, STARTING_VILLAGES, TERRAIN_MAX_SIZE } from './data';
import { MAX_AMOUNT, MAX_PIECES, Reader, type Raw } from './parse';
import {
  ERAS,
  GAME_LENGTHS,
  RESOURCES,
  RULE_SETS,
  TERRAINS,
  UNIT_KINDS,
  type Era,
  type GameLength,
  type Resource,
  type RuleSet,
  type Terrain,
  type UnitKind,
} from './vocab';

/** A land region with a settlement: its name is the settlement's id (one settlement per region). */
export interface RegionFacts {
  readonly region: string;
  /** The resource marker, giving its city card (Exploration markers: Resources). */
  readonly resource: Resource | null;
  /** A fertile/productive marker (Exploration markers: Terrain). */
  readonly fertile: boolean;
  readonly terrain: Terrain;
}

/**
 * An advanced-rules technology card as printed. The rulebook lacks the card data, so every field
 * here is entered by the table from the physical card (R-S1): `source: 'table'` marks it.
 */
export interface TechnologyCard {
  readonly name: string;
  readonly era: Era;
  readonly cost: number;
  readonly seminal: boolean;
  readonly prerequisites: readonly string[];
  /** The wonder the card's OWNER bonus awards, if any (Advanced Rules: Wonders Of The World). */
  readonly wonder: string | null;
  /** Units the OWNER bonus (or its wonder) awards at once, e.g. Art of War's two medieval infantry. */
  readonly ownerUnits: readonly UnitGroup[];
  readonly source: 'table';
}

/** A number of units of one era and kind. */
export interface UnitGroup {
  readonly era: Era;
  readonly kind: UnitKind;
  readonly count: number;
}

export function readUnitGroup(r: Reader, raw: unknown, path: string): UnitGroup {
  const o = r.object(raw, path);
  return { era: r.oneOf(o.era, `${path}.era`, ERAS), kind: r.oneOf(o.kind, `${path}.kind`, UNIT_KINDS), count: r.int(o.count, `${path}.count`, 1, MAX_PIECES) };
}

export interface SmcPlayerSetup {
  readonly id: string;
  readonly name: string;
  readonly start: readonly RegionFacts[];
  /** Advanced Rules: Prepare For Play: one dealt ancient technology without prerequisites. */
  readonly startingTechnology: TechnologyCard | null;
}

/**
 * Standard Rules: Wonders, the ancient milestone "6 Villages". The text defines a village as a
 * size-one settlement (Settlements) and counts "10 Metropolises" by size, so by default only
 * villages count; a table that reads it as six settlements founded (every one began as a village)
 * may choose `settlements` at set-up (R-S5, a setting: players could reasonably disagree).
 */
export const VILLAGE_MILESTONE_COUNTS = ['villages', 'settlements'] as const;
export type VillageMilestoneCount = (typeof VILLAGE_MILESTONE_COUNTS)[number];

/** Per-game settings for readings the rulebook leaves open, chosen at set-up (RULINGS.md preamble). */
export interface SmcOptions {
  readonly villageMilestone: VillageMilestoneCount;
}
export const DEFAULT_OPTIONS: SmcOptions = { villageMilestone: 'villages' };

export interface SmcSetup {
  readonly rules: RuleSet;
  /** Advanced Rules: Game Length; null in the standard rules. */
  readonly length: GameLength | null;
  /** Clockwise seating order. */
  readonly players: readonly SmcPlayerSetup[];
  /** The winner of the second roll after placement (Set-Up) starts the first turn. */
  readonly firstPlayer: string;
  /** Settings; a record without them (made before they existed) plays with DEFAULT_OPTIONS. */
  readonly options?: SmcOptions;
}

/** The game's settings, defaults filled in. */
export const optionsOf = (setup: SmcSetup): SmcOptions => ({ ...DEFAULT_OPTIONS, ...setup.options });

export function readRegion(r: Reader, raw: unknown, path: string): RegionFacts {
  const o = r.object(raw, path);
  return {
    region: r.string(o.region, `${path}.region`),
    resource: r.optional(o.resource, null, (v) => r.oneOf(v, `${path}.resource`, RESOURCES)),
    fertile: r.optional(o.fertile, false, (v) => r.bool(v, `${path}.fertile`)),
    terrain: r.optional(o.terrain, 'open' as Terrain, (v) => r.oneOf(v, `${path}.terrain`, TERRAINS)),
  };
}

export function readTechnologyCard(r: Reader, raw: unknown, path: string): TechnologyCard {
  const o: Raw = r.object(raw, path);
  return {
    name: r.string(o.name, `${path}.name`),
    era: r.oneOf(o.era, `${path}.era`, ERAS),
    cost: r.int(o.cost, `${path}.cost`, 0, MAX_AMOUNT),
    seminal: r.optional(o.seminal, false, (v) => r.bool(v, `${path}.seminal`)),
    prerequisites: r.optional(o.prerequisites, [] as readonly string[], (v) => r.array(v, `${path}.prerequisites`, (p, pp) => r.string(p, pp), 8)),
    wonder: r.optional(o.wonder, null, (v) => r.string(v, `${path}.wonder`)),
    ownerUnits: r.optional(o.ownerUnits, [] as readonly UnitGroup[], (v) => r.array(v, `${path}.ownerUnits`, (u, up) => readUnitGroup(r, u, up), 8)),
    source: 'table',
  };
}

export function parseSetup(raw: unknown): ParseResult<SmcSetup> {
  const r = new Reader();
  const o = r.object(raw, '');
  const rules = r.oneOf(o.rules, 'rules', RULE_SETS);
  const length = r.optional(o.length, null, (v) => r.oneOf(v, 'length', GAME_LENGTHS));
  const players = r.array(
    o.players,
    'players',
    (p, path) => {
      const po = r.object(p, path);
      return {
        id: r.string(po.id, `${path}.id`),
        name: r.string(po.name, `${path}.name`),
        start: r.array(po.start, `${path}.start`, (s, sp) => readRegion(r, s, sp), 4),
        startingTechnology: r.optional(po.startingTechnology, null, (v) => readTechnologyCard(r, v, `${path}.startingTechnology`)),
      };
    },
    MAX_PLAYERS + 2,
  );
  const firstPlayer = r.string(o.firstPlayer, 'firstPlayer');
  const options = r.optional(o.options, undefined, (v): SmcOptions => {
    const oo = r.object(v, 'options');
    return {
      villageMilestone: r.optional(oo.villageMilestone, DEFAULT_OPTIONS.villageMilestone, (x) =>
        r.oneOf(x, 'options.villageMilestone', VILLAGE_MILESTONE_COUNTS),
      ),
    };
  });
  if (r.problems.length > 0) return err(r.problems);
  return ok(options === undefined ? { rules, length, players, firstPlayer } : { rules, length, players, firstPlayer, options });
}

const v = violation;

/** Rule checks on a well-formed setup. */
export function validateSetup(setup: SmcSetup): readonly Violation[] {
  const out: Violation[] = [];
  const n = setup.players.length;
  if (n < MIN_PLAYERS || n > MAX_PLAYERS) out.push(v('smc/setup/player-count', [CITE.contents], { count: n, min: MIN_PLAYERS, max: MAX_PLAYERS }));
  const ids = setup.players.map((p) => p.id);
  if (new Set(ids).size !== ids.length) out.push(v('smc/setup/duplicate-player', [CITE.stdSetup]));
  if (!ids.includes(setup.firstPlayer)) out.push(v('smc/setup/unknown-player', [CITE.stdSetup], { player: setup.firstPlayer }));
  if (setup.rules === 'advanced' && setup.length === null) out.push(v('smc/setup/length-missing', [CITE.advGameLength]));
  if (setup.rules === 'standard' && setup.length !== null) out.push(v('smc/setup/length-standard', [CITE.advGameLength]));
  const regions = setup.players.flatMap((p) => p.start.map((s) => s.region));
  if (new Set(regions).size !== regions.length) out.push(v('smc/setup/region-taken', [CITE.settlements]));
  const dealt = new Set<string>();
  for (const p of setup.players) {
    if (p.start.length !== STARTING_VILLAGES)
      out.push(v('smc/setup/starting-regions', [CITE.stdSetup], { player: p.id, count: p.start.length, expected: STARTING_VILLAGES }));
    for (const s of p.start) {
      // Deserts found during set-up are ignored (Set-Up), so a starting region is never desert.
      if (TERRAIN_MAX_SIZE[s.terrain] === 0) out.push(v('smc/setup/desert-start', [CITE.stdSetup], { player: p.id, region: s.region }));
    }
    const t = p.startingTechnology;
    if (setup.rules === 'advanced') {
      if (t === null) out.push(v('smc/setup/starting-technology-missing', [CITE.advSetup], { player: p.id }));
      else {
        if (t.era !== 'ancient' || t.prerequisites.length > 0)
          out.push(v('smc/setup/starting-technology-invalid', [CITE.advSetup], { player: p.id, technology: t.name }));
        if (dealt.has(t.name)) out.push(v('smc/setup/starting-technology-duplicate', [CITE.advSetup], { player: p.id, technology: t.name }));
        // The card's printed values as the table types them (R-S1): a name of a card's length, a cost of at least 1.
        out.push(...cardValueProblems(t, []));
        dealt.add(t.name);
      }
    } else if (t !== null) out.push(v('smc/setup/starting-technology-standard', [CITE.stdTechnologies], { player: p.id }));
  }
  return out;
}
