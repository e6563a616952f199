/**
 * The message catalog: every string the app shows, in English and Danish. Each area keeps its
 * strings in en/<area>.ts and da/<area>.ts; the Danish file must cover every English key (the
 * compiler checks it with `satisfies`). Add an area by importing it in both lists below; a
 * ruleset's areas go in its row of RULESET_MESSAGES.
 */
import type { RulesetId } from '../../engine/types';
import type { Locale } from '../../state/i18n';
import { shell as enShell } from './en/shell';
import { shell as daShell } from './da/shell';
import { persistence as enPersistence } from './en/persistence';
import { persistence as daPersistence } from './da/persistence';
import { table as enTable } from './en/table';
import { table as daTable } from './da/table';
import { advciv as enAdvciv } from './en/advciv';
import { advciv as daAdvciv } from './da/advciv';
import { smc as enSmc } from './en/smc';
import { smc as daSmc } from './da/smc';
import { smcUi as enSmcUi } from './en/smc-ui';
import { smcUi as daSmcUi } from './da/smc-ui';
import { calamities as enCalamities } from './en/calamities';
import { calamities as daCalamities } from './da/calamities';
import { ee as enEe } from './en/ee';
import { ee as daEe } from './da/ee';
import { eeUi as enEeUi } from './en/ee-ui';
import { eeUi as daEeUi } from './da/ee-ui';
import { variants as enVariants } from './en/variants';
import { variants as daVariants } from './da/variants';
import { lateArrivals as enLateArrivals } from './en/late-arrivals';
import { lateArrivals as daLateArrivals } from './da/late-arrivals';
import { planner as enPlanner } from './en/planner';
import { planner as daPlanner } from './da/planner';
import { why as enWhy } from './en/why';
import { why as daWhy } from './da/why';
import { phones as enPhones } from './en/phones';
import { phones as daPhones } from './da/phones';

/**
 * Each ruleset's message areas, in both languages: a total table, so a ruleset without its
 * catalog does not compile. The shell, storage and table areas are every ruleset's.
 */
const RULESET_MESSAGES = {
  advciv: {
    en: { ...enAdvciv, ...enCalamities, ...enVariants, ...enLateArrivals, ...enPlanner, ...enWhy },
    da: { ...daAdvciv, ...daCalamities, ...daVariants, ...daLateArrivals, ...daPlanner, ...daWhy },
  },
  'eastern-empires': { en: { ...enEe, ...enEeUi }, da: { ...daEe, ...daEeUi } },
  smc: { en: { ...enSmc, ...enSmcUi }, da: { ...daSmc, ...daSmcUi } },
} as const satisfies Record<RulesetId, Readonly<Record<Locale, Readonly<Record<string, string>>>>>;

export const en = {
  ...enShell,
  ...enPersistence,
  ...enTable,
  ...RULESET_MESSAGES.advciv.en,
  ...RULESET_MESSAGES['eastern-empires'].en,
  ...RULESET_MESSAGES.smc.en,
  ...enPhones,
} as const;

export type MessageKey = keyof typeof en;

export const da: Record<MessageKey, string> = {
  ...daShell,
  ...daPersistence,
  ...daTable,
  ...RULESET_MESSAGES.advciv.da,
  ...RULESET_MESSAGES['eastern-empires'].da,
  ...RULESET_MESSAGES.smc.da,
  ...daPhones,
};

export const CATALOG: Record<Locale, Readonly<Record<string, string>>> = { en, da };
