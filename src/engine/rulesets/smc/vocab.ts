/**
 * The closed vocabularies of Sid Meier's Civilization: The Boardgame (smc): eras, phases,
 * resources, settlement sizes, unit kinds. Types are derived from the `as const` lists.
 */

/** The game's two rule sets (Overview: The Rules). The advanced rules build on the standard ones. */
export const RULE_SETS = ['standard', 'advanced'] as const;
export type RuleSet = (typeof RULE_SETS)[number];

/** Advanced Rules: Game Length. */
export const GAME_LENGTHS = ['short', 'medium', 'long'] as const;
export type GameLength = (typeof GAME_LENGTHS)[number];

/** Standard Rules: The Eras; the era's number (1..4) drives dice and battlefield superiority. */
export const ERAS = ['ancient', 'medieval', 'gunpowder', 'modern'] as const;
export type Era = (typeof ERAS)[number];
export const ERA_NUMBER: Readonly<Record<Era, 1 | 2 | 3 | 4>> = { ancient: 1, medieval: 2, gunpowder: 3, modern: 4 };
export const eraIndex = (era: Era): number => ERAS.indexOf(era);
export const nextEra = (era: Era): Era | null => ERAS[eraIndex(era) + 1] ?? null;

/** Turn Phases: movement and battles, trade, production, purchase, in this order. */
export const PHASES = ['movement', 'trade', 'production', 'purchase'] as const;
export type Phase = (typeof PHASES)[number];

/** Exploration markers: Resources (the eight resource types of the city cards). */
export const RESOURCES = ['wine', 'horses', 'iron', 'gems', 'spices', 'oil', 'coal', 'rare-metals'] as const;
export type Resource = (typeof RESOURCES)[number];

/** Settlements: village (size one) .. metropolis (size four). */
export const SETTLEMENT_SIZES = [1, 2, 3, 4] as const;
export type SettlementSize = (typeof SETTLEMENT_SIZES)[number];
export const SIZE_NAMES = ['village', 'town', 'city', 'metropolis'] as const;
export type SizeName = (typeof SIZE_NAMES)[number];
export const sizeName = (size: SettlementSize): SizeName => SIZE_NAMES[size - 1] ?? 'village';

/**
 * Exploration markers: Terrain. Desert supports no settlement, mountains no more than a village,
 * jungle/forest no more than a town. Fertile/productive land is a separate flag of a settlement.
 */
export const TERRAINS = ['open', 'desert', 'mountains', 'jungle'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Military Units Table: armies (infantry, cavalry, artillery) and vehicles (fleets, aircraft). */
export const UNIT_KINDS = ['infantry', 'cavalry', 'artillery', 'fleet', 'aircraft'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];
export const ARMY_KINDS = ['infantry', 'cavalry', 'artillery'] as const;
export type ArmyKind = (typeof ARMY_KINDS)[number];
export const isArmy = (kind: UnitKind): kind is ArmyKind => (ARMY_KINDS as readonly string[]).includes(kind);

/** How an advanced-rules game ends (Advanced Rules: Game Length). */
export const VICTORY_KINDS = ['score', 'conquest', 'diplomatic', 'military', 'space'] as const;
export type VictoryKind = (typeof VICTORY_KINDS)[number];

/** Standard Rules: Wonders. The three milestones of each era; each earns one of its wonders. */
export const MILESTONES = [
  'ancient-villages',
  'ancient-technologies',
  'ancient-armies',
  'medieval-technologies',
  'medieval-fleets',
  'medieval-gold',
  'gunpowder-technologies',
  'gunpowder-fleets',
  'gunpowder-gold',
  'modern-metropolises',
  'modern-technologies',
  'modern-gold',
] as const;
export type MilestoneId = (typeof MILESTONES)[number];
