/** Danish: what the home screen shows (the shell and storage messages), loaded at start. */
import type { start as en } from '../en/start';
import { persistence } from './persistence';
import { shell } from './shell';

export const start = { ...shell, ...persistence } satisfies Record<keyof typeof en, string>;
