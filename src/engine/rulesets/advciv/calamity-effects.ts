/**
 * Advanced Civilization calamities as data: the resolution order (29.6), each calamity's losses,
 * secondary victims and beneficiaries (section 30), and every civilization card that changes them
 * (section 32), each number next to its rule. The calculators in calc/ (calamity-*.ts and
 * civil-war.ts) read this table; no number here is repeated anywhere else (R-G1).
 */
import type { RuleCitation } from '../../types';

import type { CardId } from './cards';
import type { CalamityId } from './commodities';

const cite = (rule: string, ruling?: string): RuleCitation => (ruling === undefined ? { doc: 'advciv', rule } : { doc: 'advciv', rule, ruling });

/** A number the rules print, with the rule that prints it. */
export interface Amount {
  readonly amount: number;
  readonly cite: RuleCitation;
}
const amount = (n: number, rule: string, ruling?: string): Amount => ({ amount: n, cite: cite(rule, ruling) });

/** Who a card modifier affects. */
export type VictimRole = 'primary' | 'secondary';

/**
 * How a civilization card changes a calamity's number.
 * - add: adds `amount` (negative reduces); effects of several cards add up (30.615, 30.715, 30.817).
 * - per-commodity: adds `amount` for each card of `commodity` the victim chooses to show (30.312).
 * - level: the number becomes `value`; of several, the highest `rank` governs (30.322).
 * - cap: the victim's loss is at most `value` (30.515, 30.819).
 */
export type ModifierOp =
  | { readonly kind: 'add'; readonly amount: number }
  | { readonly kind: 'per-commodity'; readonly commodity: 'grain'; readonly amount: number }
  | { readonly kind: 'level'; readonly value: number; readonly rank: number }
  | { readonly kind: 'cap'; readonly value: number };

export interface CardModifier {
  readonly card: CardId;
  readonly roles: readonly VictimRole[];
  readonly op: ModifierOp;
  readonly cite: RuleCitation;
}
const mod = (card: CardId, roles: readonly VictimRole[], op: ModifierOp, rule: string, ruling?: string): CardModifier => ({
  card,
  roles,
  op,
  cite: cite(rule, ruling),
});
const P: readonly VictimRole[] = ['primary'];
const S: readonly VictimRole[] = ['secondary'];
const PS: readonly VictimRole[] = ['primary', 'secondary'];

/** Why a player may not be named as a secondary victim. */
export type Exclusion =
  | { readonly kind: 'trader'; readonly cite: RuleCitation }
  | { readonly kind: 'inert'; readonly cite: RuleCitation }
  | { readonly kind: 'holds'; readonly card: CardId; readonly cite: RuleCitation }
  /** Variant 38.2 (30.912): the beneficiary of Piracy. */
  | { readonly kind: 'beneficiary'; readonly cite: RuleCitation }
  /** Variant 39.9 (15.52): the Civil War victim of this turn. */
  | { readonly kind: 'civil-war-victim'; readonly cite: RuleCitation };

/** Exclusions that hold for every calamity with secondary victims. */
export const COMMON_EXCLUSIONS: readonly Exclusion[] = [
  // 29.61: the player who traded the card to the primary victim may not be selected.
  { kind: 'trader', cite: cite('29.61') },
  // 15.61, R-A12: an inert nation is never a secondary victim.
  { kind: 'inert', cite: cite('15.61', 'R-A12') },
];

/**
 * Secondary victims chosen by the primary victim (29.64: he must direct them), a total spread
 * over players with a per-player cap. `unit` says what the total counts.
 */
export interface SecondarySpread {
  readonly unit: 'unit-points' | 'cities';
  readonly total: Amount;
  readonly capPerPlayer: Amount;
  readonly exclusions: readonly Exclusion[];
}

/** Each calamity's effect, by the shape of its resolution. */
export type CalamityEffect =
  | {
      /** 30.21: a volcano if the primary victim has a city by one (a map fact, R-G2), else an earthquake. */
      readonly kind: 'volcano-earthquake';
      readonly volcano: RuleCitation;
      /** 30.212: one of the primary victim's cities is destroyed. */
      readonly earthquakeCitiesDestroyed: Amount;
      /** 30.212: one city of another player, adjacent to it (map fact), is reduced. */
      readonly earthquakeSecondaryCities: Amount;
      readonly secondaryExclusions: readonly Exclusion[];
      /** 30.213: Engineering makes the primary victim's earthquake a reduction. */
      readonly reduceInstead: { readonly card: CardId; readonly cite: RuleCitation };
    }
  | {
      /** 30.22: one city goes to the trader (30.221) or, untraded, is reduced (30.222). */
      readonly kind: 'treachery';
      readonly cities: Amount;
      readonly tradedCite: RuleCitation;
      readonly noCityInStockCite: RuleCitation;
      readonly untradedCite: RuleCitation;
    }
  | {
      /** Famine, Epidemic: unit points lost by the primary victim and spread over secondaries. */
      readonly kind: 'unit-points';
      readonly primary: Amount;
      readonly secondary: SecondarySpread;
      readonly modifiers: readonly CardModifier[];
      /** 30.612: an eliminated city is replaced by at least one token, so counts at most this. */
      readonly cityValueCap?: Amount;
    }
  | {
      /** Superstition, Civil Disorder, Iconoclasm & Heresy: a number of cities reduced. */
      readonly kind: 'cities-reduced';
      readonly base: { readonly kind: 'fixed'; readonly cities: Amount } | { readonly kind: 'all-but'; readonly keep: Amount };
      readonly modifiers: readonly CardModifier[];
      /** R-A7: the count is clamped to 0..cities held. */
      readonly clampCite: RuleCitation;
      readonly secondary?: SecondarySpread;
      readonly secondaryModifiers?: readonly CardModifier[];
    }
  | {
      /** 30.41: the nation splits; the player with most units in stock annexes a faction. */
      readonly kind: 'civil-war';
      readonly beneficiaryCite: RuleCitation;
      readonly primarySelects: Amount;
      readonly primaryModifiers: readonly CardModifier[];
      readonly beneficiarySelects: Amount;
      /** 30.4124: Philosophy makes the first faction this many points, all chosen by the beneficiary. */
      readonly philosophy: { readonly card: CardId; readonly beneficiarySelects: Amount };
      /** 30.414: Military removes this many unit points from each faction. */
      readonly military: { readonly card: CardId; readonly perFaction: Amount };
      readonly noSecondFactionCite: RuleCitation;
      readonly annexCite: RuleCitation;
    }
  | {
      /** 30.42: tokens that may not support cities this calamity phase. */
      readonly kind: 'slave-revolt';
      readonly tokensDisabled: Amount;
      readonly modifiers: readonly CardModifier[];
      readonly supportPerCity: Amount;
    }
  | {
      /** 30.51: units on the flood plain (map facts, R-G2) or, failing that, a coastal city. */
      readonly kind: 'flood';
      readonly primaryMax: Amount;
      readonly secondaryTotal: Amount;
      readonly engineeringCap: { readonly card: CardId; readonly cap: Amount };
      readonly coastalCities: Amount;
      readonly coastalReduceInstead: { readonly card: CardId; readonly cite: RuleCitation };
      readonly secondaryExclusions: readonly Exclusion[];
    }
  | {
      /** 30.52: fifteen Barbarian tokens; their damage is played out on the map and entered. */
      readonly kind: 'barbarian-hordes';
      readonly tokens: Amount;
      /** 30.527, R-A13: Crete may not be the primary victim; it has no effect. */
      readonly immuneNation: { readonly nation: 'crete'; readonly cite: RuleCitation };
    }
  | {
      /** 30.91: coastal cities (map facts) replaced by Pirate cities. */
      readonly kind: 'piracy';
      readonly primaryCities: Amount;
      readonly selectorCite: RuleCitation;
      readonly secondary: SecondarySpread;
      /** Variant 39.8 (30.911-30.912): the cities are reduced, not replaced by Pirate cities. */
      readonly reduceInstead?: RuleCitation;
      /** Variant 39.8 (30.911-30.912): commodity cards lost, one per city lost (drawn at the table, R-G3). */
      readonly cardsPerCity?: Amount;
      /** Variant 39.8 (30.913): a trader holding all these cards adds `amount` cities (and cards). */
      readonly traderAggravation?: { readonly cards: readonly CardId[]; readonly amount: Amount };
    };

export const RESOLUTION_ORDER_CITE = cite('29.6');
/** 29.5: no player is primary victim of more than two calamities a turn; the table draws which (R-G3). */
export const MAX_PRIMARY_PER_TURN = amount(2, '29.5', 'R-G3');
/** 29.62: a city is worth up to five unit points, a token one. */
export const CITY_UNIT_POINTS = amount(5, '29.62');
/** 29.63, R-A8: losses are exact where possible, else exceed by the least possible amount. */
export const EXACT_LOSS_CITE = cite('29.63', 'R-A8');
/** 29.8, 26.3: city support is checked again after all calamities. */
export const CITY_SUPPORT_RECHECK_CITE = cite('29.8');
/** 26.31: two tokens on the board per city. */
export const SUPPORT_TOKENS_PER_CITY = amount(2, '26.31');
/** 29.65, R-A13: Barbarian tokens and Pirate cities are never affected by calamities. */
export const NON_PLAYER_IMMUNE_CITE = cite('29.65', 'R-A13');
/** 19.32, 30.411: beneficiary = most unit points in stock (cities five, tokens one). */
export const STOCK_RANK_CITE = cite('30.411');
/** 17.4, R-A10: ties between nations are broken by A.S.T. order. */
export const TIE_BREAK_CITE = cite('17.4', 'R-A10');
/** R-A9: where too few players are eligible, what the rules allow is assigned; the rest lapses. */
export const LAPSE_CITE = cite('30.311', 'R-A9');

export const VOLCANO_EARTHQUAKE: Extract<CalamityEffect, { readonly kind: 'volcano-earthquake' }> = {
  kind: 'volcano-earthquake',
  volcano: cite('30.211'),
  earthquakeCitiesDestroyed: amount(1, '30.212'),
  earthquakeSecondaryCities: amount(1, '30.212'),
  secondaryExclusions: [...COMMON_EXCLUSIONS, { kind: 'holds', card: 'engineering', cite: cite('30.213') }],
  reduceInstead: { card: 'engineering', cite: cite('30.213') },
};

export const CIVIL_WAR: Extract<CalamityEffect, { readonly kind: 'civil-war' }> = {
  kind: 'civil-war',
  beneficiaryCite: cite('30.411'),
  primarySelects: amount(15, '30.4121'),
  // 30.4122: cumulative.
  primaryModifiers: [
    mod('music', P, { kind: 'add', amount: 5 }, '30.4122'),
    mod('drama-poetry', P, { kind: 'add', amount: 5 }, '30.4122'),
    mod('democracy', P, { kind: 'add', amount: 10 }, '30.4122'),
  ],
  beneficiarySelects: amount(20, '30.4123'),
  philosophy: { card: 'philosophy', beneficiarySelects: amount(15, '30.4124') },
  military: { card: 'military', perFaction: amount(5, '30.414') },
  noSecondFactionCite: cite('30.413'),
  annexCite: cite('30.415'),
};

export const SLAVE_REVOLT: Extract<CalamityEffect, { readonly kind: 'slave-revolt' }> = {
  kind: 'slave-revolt',
  tokensDisabled: amount(15, '30.421'),
  // 30.423: Mining and Enlightenment cancel when both are held (they sum to zero).
  modifiers: [mod('mining', P, { kind: 'add', amount: 5 }, '30.423'), mod('enlightenment', P, { kind: 'add', amount: -5 }, '30.423')],
  supportPerCity: amount(2, '26.31'),
};

export const CALAMITY_EFFECTS: Readonly<Record<CalamityId, CalamityEffect>> = {
  volcano: VOLCANO_EARTHQUAKE,
  treachery: {
    kind: 'treachery',
    cities: amount(1, '30.221'),
    tradedCite: cite('30.221'),
    noCityInStockCite: cite('30.221'),
    // R-A13: untraded, the primary victim makes the trader's choices himself.
    untradedCite: cite('30.222', 'R-A13'),
  },
  famine: {
    kind: 'unit-points',
    primary: amount(10, '30.311'),
    secondary: {
      unit: 'unit-points',
      total: amount(20, '30.311'),
      capPerPlayer: amount(8, '30.311'),
      exclusions: COMMON_EXCLUSIONS,
    },
    // 30.312, 32.211: Pottery lowers the loss by four per Grain card shown, primary or secondary.
    modifiers: [mod('pottery', PS, { kind: 'per-commodity', commodity: 'grain', amount: -4 }, '30.312')],
  },
  superstition: {
    kind: 'cities-reduced',
    base: { kind: 'fixed', cities: amount(3, '30.321') },
    // 30.322: not cumulative; the highest Religion card held governs.
    modifiers: [
      mod('mysticism', P, { kind: 'level', value: 2, rank: 1 }, '30.322'),
      mod('deism', P, { kind: 'level', value: 1, rank: 2 }, '30.322'),
      mod('enlightenment', P, { kind: 'level', value: 0, rank: 3 }, '30.322'),
    ],
    clampCite: cite('30.321', 'R-A7'),
  },
  'civil-war': CIVIL_WAR,
  'slave-revolt': SLAVE_REVOLT,
  flood: {
    kind: 'flood',
    primaryMax: amount(17, '30.511'),
    secondaryTotal: amount(10, '30.512'),
    engineeringCap: { card: 'engineering', cap: amount(7, '30.515') },
    coastalCities: amount(1, '30.514'),
    coastalReduceInstead: { card: 'engineering', cite: cite('30.515') },
    secondaryExclusions: COMMON_EXCLUSIONS,
  },
  'barbarian-hordes': {
    kind: 'barbarian-hordes',
    tokens: amount(15, '30.5211'),
    immuneNation: { nation: 'crete', cite: cite('30.527', 'R-A13') },
  },
  epidemic: {
    kind: 'unit-points',
    primary: amount(16, '30.611'),
    secondary: {
      unit: 'unit-points',
      total: amount(25, '30.611'),
      capPerPlayer: amount(10, '30.611'),
      exclusions: COMMON_EXCLUSIONS,
    },
    // 30.615: cumulative.
    modifiers: [
      mod('medicine', P, { kind: 'add', amount: -8 }, '30.613'),
      mod('medicine', S, { kind: 'add', amount: -5 }, '30.613'),
      mod('roadbuilding', PS, { kind: 'add', amount: 5 }, '30.614'),
    ],
    cityValueCap: amount(4, '30.612'),
  },
  'civil-disorder': {
    kind: 'cities-reduced',
    // R-A7: base = max(0, cities - 3).
    base: { kind: 'all-but', keep: amount(3, '30.711', 'R-A7') },
    // 30.715: cumulative.
    modifiers: [
      mod('music', P, { kind: 'add', amount: -1 }, '30.712'),
      mod('drama-poetry', P, { kind: 'add', amount: -1 }, '30.712'),
      mod('law', P, { kind: 'add', amount: -1 }, '30.712'),
      mod('democracy', P, { kind: 'add', amount: -1 }, '30.712'),
      mod('military', P, { kind: 'add', amount: 1 }, '30.713'),
      mod('roadbuilding', P, { kind: 'add', amount: 1 }, '30.714'),
    ],
    clampCite: cite('30.715', 'R-A7'),
  },
  'iconoclasm-heresy': {
    kind: 'cities-reduced',
    base: { kind: 'fixed', cities: amount(4, '30.811') },
    // 30.817: cumulative.
    modifiers: [
      mod('law', P, { kind: 'add', amount: -1 }, '30.812'),
      mod('philosophy', P, { kind: 'add', amount: -1 }, '30.813'),
      mod('theology', P, { kind: 'add', amount: -3 }, '30.814'),
      mod('monotheism', P, { kind: 'add', amount: 1 }, '30.815'),
      mod('roadbuilding', P, { kind: 'add', amount: 1 }, '30.816'),
    ],
    clampCite: cite('30.817', 'R-A7'),
    secondary: {
      unit: 'cities',
      total: amount(2, '30.818'),
      // R-A7: both cities may come from one player ...
      capPerPlayer: amount(2, '30.818', 'R-A7'),
      exclusions: [
        { kind: 'trader', cite: cite('30.818') },
        { kind: 'inert', cite: cite('15.61', 'R-A12') },
        { kind: 'holds', card: 'theology', cite: cite('30.819') },
      ],
    },
    // ... unless he holds Philosophy (30.819).
    secondaryModifiers: [mod('philosophy', S, { kind: 'cap', value: 1 }, '30.819', 'R-A7')],
  },
  piracy: {
    kind: 'piracy',
    primaryCities: amount(2, '30.911'),
    // 30.911: the trader selects the cities; R-A13: untraded, the primary victim does.
    selectorCite: cite('30.911', 'R-A13'),
    secondary: {
      unit: 'cities',
      total: amount(2, '30.912'),
      capPerPlayer: amount(1, '30.912'),
      exclusions: [
        { kind: 'trader', cite: cite('30.912') },
        { kind: 'inert', cite: cite('15.61', 'R-A12') },
      ],
    },
  },
};

export type CalamityEffects = Readonly<Record<CalamityId, CalamityEffect>>;

/** The choices section 30 leaves to a player while a calamity is resolved at the table. */
export const CALAMITY_CHOICES = ['site', 'cities', 'secondary-split', 'units', 'first-faction', 'faction-kept', 'barbarian-area', 'barbarian-units'] as const;
export type CalamityChoice = (typeof CALAMITY_CHOICES)[number];

/**
 * Who makes a choice: the primary victim, the player who traded him the card, the beneficiary, each
 * secondary victim for his own units, the player with most units in stock, or (variant 39.4, 20.4)
 * the controller of the Barbarian population expansion. `untraded`: who makes the trader's choice
 * when nobody traded the card (R-A13; 30.5251 for Barbarian Hordes).
 */
export type ChooserRole = 'primary' | 'trader' | 'beneficiary' | 'secondary' | 'most-stock' | 'barbarian-controller';
export interface ChoiceRule {
  readonly choice: CalamityChoice;
  readonly by: ChooserRole;
  readonly untraded?: ChooserRole;
  readonly cite: RuleCitation;
}
const choose = (choice: CalamityChoice, by: ChooserRole, rule: string, untraded?: ChooserRole, ruling?: string): ChoiceRule =>
  untraded === undefined ? { choice, by, cite: cite(rule, ruling) } : { choice, by, untraded, cite: cite(rule, ruling) };

/** Section 30, calamity by calamity: who chooses what (the map choices stay at the table, R-G2). */
export const CALAMITY_CHOOSERS: Readonly<Record<CalamityId, readonly ChoiceRule[]>> = {
  // 30.211: of several volcanoes, the most damaging; a tie is the primary victim's choice.
  volcano: [choose('site', 'primary', '30.211')],
  // 30.221: the trader selects the city; 30.222, R-A13: untraded, the primary victim reduces one of his own.
  treachery: [choose('cities', 'trader', '30.221', 'primary', 'R-A13')],
  // 30.311: the primary victim splits the twenty; the secondary victims choose their units.
  famine: [choose('secondary-split', 'primary', '30.311'), choose('units', 'secondary', '30.311')],
  superstition: [choose('cities', 'primary', '30.321')],
  // 30.4121-30.4123: both build the first faction; 30.415: the primary victim keeps one.
  'civil-war': [choose('first-faction', 'primary', '30.4121'), choose('first-faction', 'beneficiary', '30.4123'), choose('faction-kept', 'primary', '30.415')],
  'slave-revolt': [choose('cities', 'primary', '30.422')],
  // 30.512-30.514: the primary victim splits the ten, breaks a tie of plains and picks the coastal city.
  flood: [
    choose('secondary-split', 'primary', '30.512'),
    choose('units', 'secondary', '30.512'),
    choose('site', 'primary', '30.513'),
    choose('cities', 'primary', '30.514'),
  ],
  // 30.5251: the trader picks between areas; untraded, the player with most units in stock.
  'barbarian-hordes': [choose('barbarian-area', 'trader', '30.5251', 'most-stock')],
  epidemic: [choose('secondary-split', 'primary', '30.611'), choose('units', 'secondary', '30.611')],
  'civil-disorder': [choose('cities', 'primary', '30.711')],
  'iconoclasm-heresy': [choose('cities', 'primary', '30.811'), choose('secondary-split', 'primary', '30.818')],
  // 30.911: the trader selects the primary victim's cities (R-A13: untraded, he does); 30.912: the primary victim the others'.
  piracy: [choose('cities', 'trader', '30.911', 'primary', 'R-A13'), choose('secondary-split', 'primary', '30.912')],
};

/**
 * Calamity rules the effects table cannot say, switched on by variants. The base game has none.
 */
export interface CalamityRules {
  readonly effects: CalamityEffects;
  /** 39.6 (29.5, 29.51, 29.52): Civil War always applies to its holder, with one other drawn; with `military` all apply. */
  readonly civilWarAlwaysApplies?: { readonly military?: CardId; readonly cite: RuleCitation };
  /** 39.9 (15.52): Civil War is resolved after every other calamity. */
  readonly civilWarLast?: RuleCitation;
  /** 39.9 (15.52): the Civil War victim may not be named a secondary victim of these calamities. */
  readonly civilWarVictimSpared?: { readonly calamities: readonly CalamityId[]; readonly cite: RuleCitation };
  /** 39.4 (29.65, 30.5121): Barbarians and Pirate cities on a flooded plain absorb the secondary loss others cannot. */
  readonly barbariansFlooded?: RuleCitation;
  /** Choices a variant adds to a calamity's (CALAMITY_CHOOSERS), e.g. 39.4's Barbarian units lost to Flood (30.5121). */
  readonly choosers?: Readonly<Partial<Record<CalamityId, readonly ChoiceRule[]>>>;
  /** 39.7 (30.211): a volcano also erupts for a city adjacent to its areas, which is reduced, not destroyed. */
  readonly volcanoAdjacent?: RuleCitation;
  /** 39.6 (27.31): whoever holds Civil War trades no card this turn. */
  readonly civilWarNoTrade?: RuleCitation;
  /** 39.6 (31.83): the Civil War victim may keep more commodity cards; these cards add to the limit. */
  readonly civilWarHandBonus?: readonly CardModifier[];
  /** 39.5 (30.411, 30.415): the faction not kept becomes Barbarians and Pirates; nobody annexes it. */
  readonly civilWarToBarbarians?: RuleCitation;
  /** 38.2 (30.520, 30.5211, 30.5236): a beneficiary's own tokens are the Barbarians; he keeps the survivors. */
  readonly barbarianBeneficiary?: { readonly tokens: Amount; readonly cite: RuleCitation };
  /** 38.2 (30.910-30.915): a beneficiary's cities replace the victims'; he is never a secondary victim. */
  readonly piracyBeneficiary?: RuleCitation;
}

export const CALAMITY_RULES: CalamityRules = { effects: CALAMITY_EFFECTS };

/** A variant's overlay on the calamity rules, tagged with the rules it amends. */
export interface CalamityVariant {
  readonly id: string;
  readonly amends: readonly RuleCitation[];
  readonly patch: (r: CalamityRules) => CalamityRules;
}
const vcite = (rule: string, variant: string): RuleCitation => ({ doc: 'advciv', rule, variant });

/**
 * Section VII variants that change calamities. 39.3 (every calamity tradable) is in the core
 * ruleset's overlay. 39.4: non-player units on a flooded plain take the secondary loss the players
 * there cannot (30.5121); what a volcano does to them is entered with the map (R-G2). 39.7's wider eruption is entered too;
 * what the engine checks is that the victim's own city may be reduced instead of destroyed. 39.9:
 * Civil War resolved last, its victim spared as a secondary victim, one other calamity beside it
 * (15.52, 15.53); the late arrival himself (a player joining the game) is not modelled.
 */
export const CALAMITY_VARIANTS: readonly CalamityVariant[] = [
  {
    id: '38.2',
    amends: [vcite('30.520', '38.2'), vcite('30.5211', '38.2'), vcite('30.5236', '38.2'), vcite('30.910', '38.2'), vcite('30.913', '38.2')],
    patch: (r) => ({
      ...r,
      barbarianBeneficiary: { tokens: { amount: 15, cite: vcite('30.5211', '38.2') }, cite: vcite('30.520', '38.2') },
      piracyBeneficiary: vcite('30.910', '38.2'),
    }),
  },
  {
    id: '39.5',
    amends: [vcite('30.411', '39.5'), vcite('30.415', '39.5')],
    patch: (r) => ({ ...r, civilWarToBarbarians: vcite('30.415', '39.5') }),
  },
  {
    id: '39.6',
    amends: [vcite('27.31', '39.6'), vcite('29.5', '39.6'), vcite('29.51', '39.6'), vcite('29.52', '39.6')],
    patch: (r) => ({
      ...r,
      civilWarAlwaysApplies: { military: 'military', cite: vcite('29.51', '39.6') },
      civilWarNoTrade: vcite('27.31', '39.6'),
      // 31.83: Music +1, Drama & Poetry +1, Democracy +2, cumulative.
      civilWarHandBonus: [
        { card: 'music', roles: ['primary'], op: { kind: 'add', amount: 1 }, cite: vcite('31.83', '39.6') },
        { card: 'drama-poetry', roles: ['primary'], op: { kind: 'add', amount: 1 }, cite: vcite('31.83', '39.6') },
        { card: 'democracy', roles: ['primary'], op: { kind: 'add', amount: 2 }, cite: vcite('31.83', '39.6') },
      ],
    }),
  },
  {
    // 39.4 (29.65, 30.5121): Barbarian tokens and Pirate cities are struck by Flood (and by Volcanic Eruption, entered).
    id: '39.4',
    amends: [vcite('29.65', '39.4'), vcite('30.5121', '39.4')],
    patch: (r) => ({
      ...r,
      barbariansFlooded: vcite('30.5121', '39.4'),
      // 30.5121: the controller of the Barbarian population (20.4) chooses which non-player units are lost.
      choosers: {
        ...r.choosers,
        flood: [...(r.choosers?.flood ?? []), { choice: 'barbarian-units', by: 'barbarian-controller', cite: vcite('30.5121', '39.4') }],
      },
    }),
  },
  {
    // 39.7 (30.211): cities in or adjacent to an area touched by the volcano.
    id: '39.7',
    amends: [vcite('30.211', '39.7')],
    patch: (r) => {
      const volcano = r.effects.volcano;
      if (volcano.kind !== 'volcano-earthquake') return r;
      return { ...r, volcanoAdjacent: vcite('30.211', '39.7'), effects: { ...r.effects, volcano: { ...volcano, volcano: vcite('30.211', '39.7') } } };
    },
  },
  {
    // 39.9 (15.52, 15.53): the late arrival's Civil War.
    id: '39.9',
    amends: [vcite('15.52', '39.9'), vcite('15.53', '39.9')],
    patch: (r) => ({
      ...r,
      civilWarAlwaysApplies: { cite: vcite('15.53', '39.9') },
      civilWarLast: vcite('15.52', '39.9'),
      civilWarVictimSpared: { calamities: ['famine', 'epidemic', 'iconoclasm-heresy', 'piracy'], cite: vcite('15.52', '39.9') },
    }),
  },
  {
    id: '39.8',
    amends: [vcite('30.911', '39.8'), vcite('30.912', '39.8'), vcite('30.913', '39.8')],
    patch: (r) => {
      const piracy = r.effects.piracy;
      if (piracy.kind !== 'piracy') return r;
      return {
        ...r,
        effects: {
          ...r.effects,
          piracy: {
            ...piracy,
            reduceInstead: vcite('30.911', '39.8'),
            cardsPerCity: { amount: 1, cite: vcite('30.911', '39.8') },
            traderAggravation: { cards: ['astronomy', 'cloth-making'], amount: { amount: 1, cite: vcite('30.913', '39.8') } },
          },
        },
      };
    },
  },
];

/** The calamity rules a game plays by: the chosen variants' overlays, in the order listed above. */
export function calamityRules(variants: readonly string[]): CalamityRules {
  return CALAMITY_VARIANTS.filter((v) => variants.includes(v.id)).reduce((r, v) => v.patch(r), CALAMITY_RULES);
}
