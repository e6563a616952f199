/** English: what the home screen shows (the shell and storage messages), loaded at start. */
import { persistence } from './persistence';
import { shell } from './shell';

export const start = { ...shell, ...persistence };
