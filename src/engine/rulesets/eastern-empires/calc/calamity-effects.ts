/**
 * Eastern Empires calamity effects: each calamity's effect on one victim with that victim's advances
 * applied (ee chapter 8, "The effect of Civilization Advances"; R-E3, R-E4), who selects the units it
 * takes, and the per-game calamity settings. Map facts (coastal, flood plain, volcano, adjacency) are
 * inputs (R-G2). Which calamities apply and in what order is calamity-order.ts.
 */
import type { RuleCitation } from '../../../types';
import type { AdvanceId } from '../advances';
import { CITIES_PER_PLAYER } from '../civilizations';
import { CALAMITY_IDS, type CalamityId } from '../trade-cards';

import { resolutionOrder } from './calamity-order';

const ee = (rule: string, ruling?: string): RuleCitation => (ruling === undefined ? { doc: 'ee', rule } : { doc: 'ee', rule, ruling });

// ---------------------------------------------------------------------------------------------
// Effects

export type Role = 'primary' | 'secondary';

export type CalamitySettings = {
  /** R-E3: Civil War's threshold moves with the advances (default) or stays at 35. */
  readonly civilWarThreshold: 'moving' | 'fixed';
  /** R-E4: Iconoclasm and Heresy modifiers apply to every victim (default) or the primary only. */
  readonly iconoclasmModifiers: 'allVictims' | 'primaryOnly';
};

export const DEFAULT_CALAMITY_SETTINGS: CalamitySettings = { civilWarThreshold: 'moving', iconoclasmModifiers: 'allVictims' };

/** What the engine knows or is told about the victim when the calamity resolves (R-G2). */
export interface VictimFacts {
  readonly role: Role;
  readonly holds: readonly AdvanceId[];
  readonly cities: number;
  /** Cities x 5 + tokens on the board (ee chapter 3, "Units"); needed for Civil War. */
  readonly unitPoints?: number;
  /** Volcanic Eruption: the victim has a city on a volcano (map fact). */
  readonly cityOnVolcano?: boolean;
  /** Flood: the victim has units on a flood plain (map fact). */
  readonly onFloodPlain?: boolean;
  /** Cyclone, Piracy, Coastal Migration: coastal cities (adjacent to an open sea for Cyclone; map fact). */
  readonly coastalCities?: number;
}

/**
 * The calamities whose effect reads each map fact of VictimFacts (R-G2: the table enters it): a city on
 * a volcano (ee chapter 8, Volcanic Eruption/Earthquake), units on a flood plain (Flood), coastal
 * cities (Cyclone: adjacent to an open sea; Piracy; Coastal Migration).
 */
export const MAP_FACT_CALAMITIES: Readonly<Record<'cityOnVolcano' | 'onFloodPlain' | 'coastalCities', readonly CalamityId[]>> = {
  cityOnVolcano: ['volcanicEruption'],
  onFloodPlain: ['flood'],
  coastalCities: ['cyclone', 'piracy', 'coastalMigration'],
};

export type Loss =
  | { readonly kind: 'damage'; readonly points: number; readonly from: 'any' | 'coastal' | 'floodPlain' }
  | { readonly kind: 'reduceCities'; readonly count: number; readonly coastal?: true; readonly adjacentAnyOwner?: true }
  | { readonly kind: 'destroyCities'; readonly count: number; readonly coastal?: true }
  | { readonly kind: 'destroyVolcanoAreas' }
  | { readonly kind: 'annexCities'; readonly count: number }
  | { readonly kind: 'annexUnitPoints'; readonly points: number }
  | { readonly kind: 'loseTreasury'; readonly amount: number }
  | { readonly kind: 'discardCommodities'; readonly count: number }
  | { readonly kind: 'discardFaceValue'; readonly points: number }
  | { readonly kind: 'astBack'; readonly steps: number }
  | { readonly kind: 'barbarianAttack'; readonly tokens: number }
  | { readonly kind: 'citySupportCheck'; readonly rate: number }
  | { readonly kind: 'piratesReplaceCoastalCities'; readonly count: number };

/** A way the victim may choose to avoid a loss (ee chapter 8 "To pay treasury"; Theocracy; Enlightenment). */
export type Prevention =
  | { readonly kind: 'payTreasury'; readonly amount: number; readonly per: 'calamity' | 'card' }
  | { readonly kind: 'discardCommodities'; readonly count: number; readonly advance: 'theocracy' }
  | { readonly kind: 'destroyCitiesPerStep'; readonly cities: number; readonly advance: 'enlightenment' };

export interface SecondaryRule {
  /**
   * How many secondary victims the primary names, or 'byMap': every other player the map puts in
   * reach (Flood: units on the same flood plain; Cyclone: cities next to the Cyclone area; R-G2).
   */
  readonly count: number | 'byMap';
  readonly beneficiaryExcluded: boolean;
  /** Players holding this advance cannot be named (Piracy: Naval Warfare). */
  readonly protectedBy?: AdvanceId;
}

export type Beneficiary = 'none' | 'trader' | 'default';

export interface CalamityEffect {
  readonly calamity: CalamityId;
  readonly role: Role;
  /** True when the calamity is canceled for everyone (ee chapter 8: Cyclone, Piracy, Iconoclasm and Heresy). */
  readonly canceled: boolean;
  readonly losses: readonly Loss[];
  /** Advances of this victim that changed the effect, in the order the card lists them. */
  readonly modifiers: readonly AdvanceId[];
  readonly preventions: readonly Prevention[];
  /** Secondary victims the primary victim must name (primary role only). */
  readonly secondary?: SecondaryRule;
  readonly beneficiary: Beneficiary;
  /**
   * Who selects this victim's units: CHOSEN_BY for the primary; a secondary victim chooses his own,
   * except where the card gives the choice to the primary victim (SECONDARY_CHOSEN_BY).
   */
  readonly chosenBy: 'victim' | 'beneficiary' | 'primary';
  readonly cite: readonly RuleCitation[];
}

interface Modifier {
  readonly advance: AdvanceId;
  readonly delta: number;
  readonly only?: Role;
}

/** Sums the deltas of the advances this victim holds (ee chapter 8: effects are cumulative; R-E4). */
function modify(facts: VictimFacts, modifiers: readonly Modifier[]): { readonly delta: number; readonly applied: readonly AdvanceId[] } {
  let delta = 0;
  const applied: AdvanceId[] = [];
  for (const m of modifiers) {
    if (!facts.holds.includes(m.advance)) continue;
    if (m.only !== undefined && m.only !== facts.role) continue;
    delta += m.delta;
    applied.push(m.advance);
  }
  return { delta, applied };
}

const clamp = (n: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, n));

type EffectBody = Omit<CalamityEffect, 'calamity' | 'role' | 'cite' | 'canceled' | 'preventions' | 'beneficiary' | 'chosenBy'> &
  Partial<Pick<CalamityEffect, 'canceled' | 'preventions' | 'beneficiary'>> & { readonly rule?: string; readonly ruling?: string };

type EffectRule = (facts: VictimFacts, settings: CalamitySettings) => EffectBody;

const none: readonly AdvanceId[] = [];

/** Civil War's base threshold (ee chapter 8, Civil War). */
export const CIVIL_WAR_THRESHOLD = 35;

/** ee chapter 8; every number here is printed on the card's text in that chapter. */
const EFFECTS: Readonly<Record<CalamityId, EffectRule>> = {
  // ---- Minor calamities (ee chapter 8, "Minor calamities"): advances do not influence them (ee Phase 9a).
  tempest: () => ({
    losses: [
      { kind: 'damage', points: 2, from: 'coastal' },
      { kind: 'loseTreasury', amount: 5 },
    ],
    modifiers: none,
  }),
  squanderedWealth: () => ({ losses: [{ kind: 'loseTreasury', amount: 10 }], modifiers: none }),
  cityRiots: (f) => ({
    losses: [
      { kind: 'reduceCities', count: clamp(1, 0, f.cities) },
      { kind: 'loseTreasury', amount: 5 },
    ],
    modifiers: none,
  }),
  cityInFlames: (f) => ({
    losses: [{ kind: 'destroyCities', count: clamp(1, 0, f.cities) }],
    modifiers: none,
    preventions: [{ kind: 'payTreasury', amount: 10, per: 'calamity' }],
  }),
  tribalConflict: () => ({ losses: [{ kind: 'damage', points: 5, from: 'any' }], modifiers: none }),
  minorUprising: (f) => ({ losses: [{ kind: 'destroyCities', count: clamp(1, 0, f.cities) }], modifiers: none }),
  banditry: () => ({
    losses: [{ kind: 'discardCommodities', count: 2 }],
    modifiers: none,
    preventions: [{ kind: 'payTreasury', amount: 4, per: 'card' }],
  }),
  coastalMigration: (f) => ({
    losses: [
      { kind: 'destroyCities', count: clamp(1, 0, f.coastalCities ?? f.cities), coastal: true },
      { kind: 'loseTreasury', amount: 5 },
    ],
    modifiers: none,
  }),

  // ---- Major calamities
  volcanicEruption: (f) => {
    if (f.cityOnVolcano === true) return { losses: [{ kind: 'destroyVolcanoAreas' }], modifiers: none, rule: 'chapter 8, Volcanic Eruption' };
    // Earthquake: destroy 1 own city (Engineering: reduce instead) and reduce 1 adjacent city of any owner.
    const engineering = f.holds.includes('engineering');
    const own: Loss = engineering ? { kind: 'reduceCities', count: clamp(1, 0, f.cities) } : { kind: 'destroyCities', count: clamp(1, 0, f.cities) };
    return {
      losses: [own, { kind: 'reduceCities', count: 1, adjacentAnyOwner: true }],
      modifiers: engineering ? ['engineering'] : none,
      rule: 'chapter 8, Earthquake',
    };
  },
  treachery: (f) => {
    const m = modify(f, [{ advance: 'diplomacy', delta: 1 }]);
    return { losses: [{ kind: 'annexCities', count: clamp(1 + m.delta, 0, f.cities) }], modifiers: m.applied, beneficiary: 'trader' };
  },
  famine: (f) => {
    const m = modify(f, [
      { advance: 'agriculture', delta: 5, only: 'primary' },
      { advance: 'pottery', delta: -5 },
      { advance: 'calendar', delta: -5 },
    ]);
    const base = f.role === 'primary' ? 10 : 5;
    return {
      losses: [{ kind: 'damage', points: Math.max(0, base + m.delta), from: 'any' }],
      modifiers: m.applied,
      ...(f.role === 'primary' ? { secondary: { count: 3, beneficiaryExcluded: false } } : {}),
    };
  },
  slaveRevolt: (f) => {
    const cultural = modify(f, [{ advance: 'culturalAscendancy', delta: 1 }]);
    const m = modify(f, [
      { advance: 'mythology', delta: -1 },
      { advance: 'enlightenment', delta: -1 },
      { advance: 'mining', delta: 1 },
    ]);
    // Default support rate 2 (ee Phase 5c), +1 Cultural Ascendancy, +2 for the revolt, then the cards.
    return { losses: [{ kind: 'citySupportCheck', rate: CITY_SUPPORT_RATE + cultural.delta + 2 + m.delta }], modifiers: [...cultural.applied, ...m.applied] };
  },
  flood: (f) => {
    const m = modify(f, [{ advance: 'engineering', delta: -5 }]);
    const onPlain = f.onFloodPlain !== false || f.role === 'secondary';
    const base = f.role === 'secondary' ? 5 : onPlain ? 15 : 5;
    return {
      losses: [{ kind: 'damage', points: Math.max(0, base + m.delta), from: onPlain ? 'floodPlain' : 'coastal' }],
      modifiers: m.applied,
      ...(f.role === 'primary' && onPlain ? { secondary: { count: 'byMap', beneficiaryExcluded: false } } : {}),
    };
  },
  superstition: (f) => {
    const m = modify(f, [
      { advance: 'mysticism', delta: -1 },
      { advance: 'deism', delta: -1 },
      { advance: 'enlightenment', delta: -1 },
      { advance: 'universalDoctrine', delta: 1 },
    ]);
    return { losses: [{ kind: 'reduceCities', count: clamp(3 + m.delta, 0, f.cities) }], modifiers: m.applied };
  },
  civilWar: (f, s) => {
    const m = modify(f, [
      { advance: 'music', delta: -5 },
      { advance: 'dramaAndPoetry', delta: -5 },
      { advance: 'democracy', delta: -10 },
      { advance: 'philosophy', delta: 5 },
      { advance: 'military', delta: 5 },
    ]);
    const units = f.unitPoints ?? 0;
    // R-E3: the threshold moves with the advances (35 - delta); setting "fixed": no Civil War at 35 or less.
    const points = s.civilWarThreshold === 'fixed' && units <= CIVIL_WAR_THRESHOLD ? 0 : Math.max(0, units - CIVIL_WAR_THRESHOLD + m.delta);
    return { losses: [{ kind: 'annexUnitPoints', points }], modifiers: m.applied, beneficiary: 'default', ruling: 'R-E3' };
  },
  barbarianHordes: (f) => {
    const m = modify(f, [
      { advance: 'monarchy', delta: -5 },
      { advance: 'politics', delta: 5 },
      { advance: 'provincialEmpire', delta: 5 },
    ]);
    return { losses: [{ kind: 'barbarianAttack', tokens: 15 + m.delta }], modifiers: m.applied, beneficiary: 'trader' };
  },
  cyclone: (f) => {
    const adjacent = f.coastalCities ?? f.cities;
    const canceled = f.role === 'primary' && adjacent === 0;
    const sel = modify(f, [{ advance: 'tradeEmpire', delta: 1 }]);
    const deselect = modify(f, [
      { advance: 'masonry', delta: 1 },
      { advance: 'calendar', delta: 2 },
    ]);
    const selected = Math.min((f.role === 'primary' ? 3 : 2) + sel.delta, adjacent);
    return {
      canceled,
      losses: canceled ? [] : [{ kind: 'reduceCities', count: Math.max(0, selected - deselect.delta), coastal: true }],
      modifiers: [...sel.applied, ...deselect.applied],
      ...(f.role === 'primary' && !canceled ? { secondary: { count: 'byMap' as const, beneficiaryExcluded: false } } : {}),
    };
  },
  epidemic: (f) => {
    const m = modify(f, [
      { advance: 'medicine', delta: -5 },
      { advance: 'enlightenment', delta: -5, only: 'primary' },
      { advance: 'anatomy', delta: -5, only: 'secondary' },
      { advance: 'roadbuilding', delta: 5, only: 'primary' },
      { advance: 'tradeEmpire', delta: 5, only: 'primary' },
    ]);
    const base = f.role === 'primary' ? 15 : 10;
    return {
      losses: [{ kind: 'damage', points: Math.max(0, base + m.delta), from: 'any' }],
      modifiers: m.applied,
      beneficiary: 'trader',
      ...(f.role === 'primary' ? { secondary: { count: 2, beneficiaryExcluded: true } } : {}),
    };
  },
  tyranny: (f) => {
    const m = modify(f, [
      { advance: 'sculpture', delta: -5 },
      { advance: 'law', delta: -5 },
      { advance: 'monarchy', delta: 5 },
      { advance: 'provincialEmpire', delta: 5 },
    ]);
    return { losses: [{ kind: 'annexUnitPoints', points: Math.max(0, 15 + m.delta) }], modifiers: m.applied, beneficiary: 'default' };
  },
  civilDisorder: (f) => {
    const m = modify(f, [
      { advance: 'music', delta: -1 },
      { advance: 'dramaAndPoetry', delta: -1 },
      { advance: 'law', delta: -1 },
      { advance: 'democracy', delta: -1 },
      { advance: 'advancedMilitary', delta: 1 },
      { advance: 'navalWarfare', delta: 1 },
    ]);
    // "Reduce all but 3": the advances are applied to the text first (ee chapter 8, Bob's example).
    return { losses: [{ kind: 'reduceCities', count: clamp(f.cities - 3 + m.delta, 0, f.cities) }], modifiers: m.applied };
  },
  corruption: (f) => {
    const m = modify(f, [
      { advance: 'law', delta: -5 },
      { advance: 'coinage', delta: 5 },
      { advance: 'wonderOfTheWorld', delta: 5 },
    ]);
    return { losses: [{ kind: 'discardFaceValue', points: Math.max(0, 10 + m.delta) }], modifiers: m.applied };
  },
  iconoclasmAndHeresy: (f, s) => {
    const canceled = f.role === 'primary' && f.cities === 0;
    const applies = f.role === 'primary' || s.iconoclasmModifiers === 'allVictims';
    const m = applies
      ? modify(f, [
          { advance: 'philosophy', delta: -2 },
          { advance: 'theology', delta: -3 },
          { advance: 'monotheism', delta: 1 },
        ])
      : { delta: 0, applied: none };
    const theocracy = applies && f.holds.includes('theocracy');
    const base = f.role === 'primary' ? 4 : 1;
    return {
      canceled,
      losses: canceled ? [] : [{ kind: 'reduceCities', count: clamp(base + m.delta, 0, f.cities) }],
      modifiers: theocracy ? [...m.applied, 'theocracy'] : m.applied,
      preventions: theocracy ? [{ kind: 'discardCommodities', count: 2, advance: 'theocracy' }] : [],
      beneficiary: 'trader',
      ...(f.role === 'primary' && !canceled ? { secondary: { count: 2, beneficiaryExcluded: true } } : {}),
      ruling: 'R-E4',
    };
  },
  regression: (f) => {
    const m = modify(f, [
      { advance: 'fundamentalism', delta: 1 },
      { advance: 'library', delta: -1 },
    ]);
    const enlightenment = f.holds.includes('enlightenment');
    return {
      losses: [{ kind: 'astBack', steps: Math.max(0, 1 + m.delta) }],
      modifiers: enlightenment ? [...m.applied, 'enlightenment'] : m.applied,
      preventions: enlightenment ? [{ kind: 'destroyCitiesPerStep', cities: 2, advance: 'enlightenment' }] : [],
    };
  },
  piracy: (f) => {
    const coastal = f.coastalCities ?? f.cities;
    const canceled = f.role === 'primary' && coastal === 0;
    const m = modify(f, [
      { advance: 'cartography', delta: 1, only: 'primary' },
      { advance: 'navalWarfare', delta: -1, only: 'primary' },
    ]);
    const base = f.role === 'primary' ? 2 : 1;
    return {
      canceled,
      losses: canceled ? [] : [{ kind: 'piratesReplaceCoastalCities', count: clamp(base + m.delta, 0, coastal) }],
      modifiers: m.applied,
      beneficiary: 'trader',
      ...(f.role === 'primary' && !canceled ? { secondary: { count: 2, beneficiaryExcluded: true, protectedBy: 'navalWarfare' } } : {}),
    };
  },
};

/** The city support rate (ee Phase 5c): 2 tokens per city, +1 with Cultural Ascendancy (ee chapter 9). */
export const CITY_SUPPORT_RATE = 2;

/**
 * Who selects the units a calamity takes from the primary victim (ee chapter 8): the beneficiary for
 * Treachery, Tyranny, Barbarian Hordes (the city attacked, then where the barbarians go) and Piracy
 * (the primary's coastal cities); the victim everywhere else, Civil War included ("You select the
 * units"). Secondary victims always choose their own losses ("Secondary victims may choose from where
 * to remove their units"); the primary names the secondary victims.
 */
export const CHOSEN_BY: Readonly<Record<CalamityId, 'victim' | 'beneficiary'>> = {
  tempest: 'victim',
  squanderedWealth: 'victim',
  cityRiots: 'victim',
  cityInFlames: 'victim',
  tribalConflict: 'victim',
  minorUprising: 'victim',
  banditry: 'victim',
  coastalMigration: 'victim',
  volcanicEruption: 'victim',
  treachery: 'beneficiary',
  famine: 'victim',
  slaveRevolt: 'victim',
  flood: 'victim',
  superstition: 'victim',
  civilWar: 'victim',
  barbarianHordes: 'beneficiary',
  cyclone: 'victim',
  epidemic: 'victim',
  tyranny: 'beneficiary',
  civilDisorder: 'victim',
  corruption: 'victim',
  iconoclasmAndHeresy: 'victim',
  regression: 'victim',
  piracy: 'beneficiary',
};

/**
 * Secondary victims choose their own losses ("Unless clearly specified, if a primary victim assigns
 * damage to a secondary victim, the secondary victim may choose", ee chapter 8, Definitions), except
 * Piracy: "Then you select from 2 other players 1 coastal city each" (ee chapter 8, Piracy).
 */
export const SECONDARY_CHOSEN_BY: Readonly<Partial<Record<CalamityId, 'primary'>>> = { piracy: 'primary' };

/** Calamity names as the rulebook prints them: the card's chapter 8 heading. */
const HEADINGS: Readonly<Record<CalamityId, string>> = {
  tempest: 'Tempest',
  squanderedWealth: 'Squandered Wealth',
  cityRiots: 'City Riots',
  cityInFlames: 'City in Flames',
  tribalConflict: 'Tribal Conflict',
  minorUprising: 'Minor Uprising',
  banditry: 'Banditry',
  coastalMigration: 'Coastal Migration',
  volcanicEruption: 'Volcanic Eruption/Earthquake',
  treachery: 'Treachery',
  famine: 'Famine',
  slaveRevolt: 'Slave Revolt',
  flood: 'Flood',
  superstition: 'Superstition',
  civilWar: 'Civil War',
  barbarianHordes: 'Barbarian Hordes',
  cyclone: 'Cyclone',
  epidemic: 'Epidemic',
  tyranny: 'Tyranny',
  civilDisorder: 'Civil Disorder',
  corruption: 'Corruption',
  iconoclasmAndHeresy: 'Iconoclasm and Heresy',
  regression: 'Regression',
  piracy: 'Piracy',
};

/**
 * The effect of `calamity` on one victim, with the victim's own advances applied (R-E4), unless the
 * card limits an advance to the primary victim.
 */
export function calamityEffect(calamity: CalamityId, facts: VictimFacts, settings: CalamitySettings = DEFAULT_CALAMITY_SETTINGS): CalamityEffect {
  const body = EFFECTS[calamity](facts, settings);
  const { rule, ruling, ...rest } = body;
  return {
    ...rest,
    calamity,
    role: facts.role,
    canceled: rest.canceled ?? false,
    preventions: rest.preventions ?? [],
    beneficiary: rest.beneficiary ?? 'none',
    chosenBy: facts.role === 'primary' ? CHOSEN_BY[calamity] : (SECONDARY_CHOSEN_BY[calamity] ?? 'victim'),
    cite: [ee(rule ?? `chapter 8, ${HEADINGS[calamity]}`, ruling)],
  };
}

/** Every calamity id in resolution order of the deck (minor first, then major by stack). */
export const CALAMITIES_IN_ORDER: readonly CalamityId[] = resolutionOrder(CALAMITY_IDS.map((calamity) => ({ player: 'saba' as const, calamity }))).map(
  (h) => h.calamity,
);

/** Cities in stock (ee chapter 3: 9 cities per player). */
export const citiesInStock = (citiesOnBoard: number): number => CITIES_PER_PLAYER - citiesOnBoard;
