/** Danish: Sid Meier's Civilization's catalog rows; every English key has its Danish string (the compiler checks it). */
import type { messages as en } from '../en';
import { smc } from './smc';
import { smcUi } from './smc-ui';

export const messages = { ...smc, ...smcUi } satisfies Record<keyof typeof en, string>;
