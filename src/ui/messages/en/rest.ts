/**
 * English: what every other screen shows (the table, each ruleset's areas, the phones screen),
 * loaded with the first of those screens. A ruleset's areas go in its row of RULESET_MESSAGES: a
 * total table, so a ruleset without its catalog does not compile.
 */
import type { RulesetId } from '../../../engine/types';
import { advciv } from './advciv';
import { calamities } from './calamities';
import { ee } from './ee';
import { eePlanner } from './ee-planner';
import { eeUi } from './ee-ui';
import { handover } from './handover';
import { lateArrivals } from './late-arrivals';
import { phones } from './phones';
import { seat } from './seat';
import { planner } from './planner';
import { smc } from './smc';
import { smcUi } from './smc-ui';
import { table } from './table';
import { variants } from './variants';
import { why } from './why';

const RULESET_MESSAGES = {
  advciv: { ...advciv, ...calamities, ...variants, ...lateArrivals, ...planner, ...why },
  'eastern-empires': { ...ee, ...eeUi, ...eePlanner },
  smc: { ...smc, ...smcUi },
} as const satisfies Record<RulesetId, Readonly<Record<string, string>>>;

export const rest = {
  ...table,
  ...RULESET_MESSAGES.advciv,
  ...RULESET_MESSAGES['eastern-empires'],
  ...RULESET_MESSAGES.smc,
  ...phones,
  ...seat,
  ...handover,
};
