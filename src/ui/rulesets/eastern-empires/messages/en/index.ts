/** English: Eastern Empires' catalog rows (its violations and reasons, its screens, its planner), one row of the catalog's RULESET_MESSAGES. */
import { ee } from './ee';
import { eePlanner } from './ee-planner';
import { eeUi } from './ee-ui';

export const messages = { ...ee, ...eeUi, ...eePlanner } as const;
