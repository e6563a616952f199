/**
 * advciv trade cards: the 18 commodities (8.1; card counts = largest set, reference 5.4) and the 12
 * calamities as vocabulary (9.1: stack and trade status). Calamity EFFECTS live in calamity-effects.ts.
 */
import type { CalamityDef, CommodityDef } from '../../ruleset';

export const COMMODITIES = [
  'ochre',
  'hides',
  'iron',
  'papyrus',
  'salt',
  'timber',
  'grain',
  'oil',
  'cloth',
  'wine',
  'bronze',
  'silver',
  'spices',
  'resin',
  'gems',
  'dye',
  'gold',
  'ivory',
] as const;
export type CommodityId = (typeof COMMODITIES)[number];

const c = (value: number, count: number, mineable = false): CommodityDef => ({ stack: value, value, count, mineable });

/** 8.1 (value = stack, number of cards); mineable per 28.53 / 32.261 (Iron, Bronze, Silver, Gems, Gold). */
export const COMMODITY: Readonly<Record<CommodityId, CommodityDef>> = {
  ochre: c(1, 7),
  hides: c(1, 7),
  iron: c(2, 8, true),
  papyrus: c(2, 7),
  salt: c(3, 9),
  timber: c(3, 8),
  grain: c(4, 8),
  oil: c(4, 7),
  cloth: c(5, 7),
  wine: c(5, 6),
  bronze: c(6, 6, true),
  silver: c(6, 5, true),
  spices: c(7, 6),
  resin: c(7, 5),
  gems: c(8, 5, true),
  dye: c(8, 4),
  gold: c(9, 5, true),
  ivory: c(9, 4),
};

/** In order of resolution (29.6): by stack, non-tradable before tradable of the same stack. */
export const CALAMITIES = [
  'volcano',
  'treachery',
  'famine',
  'superstition',
  'civil-war',
  'slave-revolt',
  'flood',
  'barbarian-hordes',
  'epidemic',
  'civil-disorder',
  'iconoclasm-heresy',
  'piracy',
] as const;
export type CalamityId = (typeof CALAMITIES)[number];

const cal = (stack: number, tradable: boolean, rule: string): CalamityDef => ({
  stack,
  tradable,
  severity: 'major',
  cite: { doc: 'advciv', rule },
});

/** 9.1 table (stack, trade status); rule numbers of each calamity's effect (30.x). */
export const CALAMITY: Readonly<Record<CalamityId, CalamityDef>> = {
  volcano: cal(2, false, '30.21'),
  treachery: cal(2, true, '30.22'),
  famine: cal(3, false, '30.31'),
  superstition: cal(3, true, '30.32'),
  'civil-war': cal(4, false, '30.41'),
  'slave-revolt': cal(4, true, '30.42'),
  flood: cal(5, false, '30.51'),
  'barbarian-hordes': cal(5, true, '30.52'),
  epidemic: cal(6, true, '30.61'),
  'civil-disorder': cal(7, true, '30.71'),
  'iconoclasm-heresy': cal(8, true, '30.81'),
  piracy: cal(9, true, '30.91'),
};

/** The nine trade-card stacks (10.3). */
export const STACKS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
