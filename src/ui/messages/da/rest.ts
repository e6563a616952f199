/**
 * Danish: what every other screen shows (the table, each ruleset's areas, the phones screen),
 * loaded with the first of those screens. A ruleset's rows live in its folder
 * (src/ui/rulesets/<id>/messages/da) and have one line in RULESET_MESSAGES: a total table, so a
 * ruleset without its catalog does not compile.
 */
import type { RulesetId } from '../../../engine/types';
import type { rest as en } from '../en/rest';
import { messages as advciv } from '../../rulesets/advciv/messages/da';
import { messages as easternEmpires } from '../../rulesets/eastern-empires/messages/da';
import { messages as smc } from '../../rulesets/smc/messages/da';
import { game } from './game';
import { handover } from './handover';
import { phones } from './phones';
import { pictures } from './pictures';
import { seat } from './seat';

const RULESET_MESSAGES = {
  advciv,
  'eastern-empires': easternEmpires,
  smc,
} as const satisfies Record<RulesetId, Readonly<Record<string, string>>>;

export const rest = {
  ...game,
  ...RULESET_MESSAGES.advciv,
  ...RULESET_MESSAGES['eastern-empires'],
  ...RULESET_MESSAGES.smc,
  ...phones,
  ...seat,
  ...handover,
  ...pictures,
} satisfies Record<keyof typeof en, string>;
