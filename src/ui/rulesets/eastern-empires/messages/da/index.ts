/** Danish: Eastern Empires' catalog rows; every English key has its Danish string (the compiler checks it). */
import type { messages as en } from '../en';
import { ee } from './ee';
import { eePlanner } from './ee-planner';
import { eeUi } from './ee-ui';

export const messages = { ...ee, ...eeUi, ...eePlanner } satisfies Record<keyof typeof en, string>;
