/** English: Sid Meier's Civilization's catalog rows (its violations and its screens), one row of the catalog's RULESET_MESSAGES. */
import { smc } from './smc';
import { smcUi } from './smc-ui';

export const messages = { ...smc, ...smcUi } as const;
