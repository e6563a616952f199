/** English: Advanced Civilization's catalog rows (its screens, violations, calamities, variants, planner, "Why?"), one row of the catalog's RULESET_MESSAGES. */
import { advciv } from './advciv';
import { calamities } from './calamities';
import { lateArrivals } from './late-arrivals';
import { planner } from './planner';
import { table } from './table';
import { variants } from './variants';
import { why } from './why';

export const messages = { ...table, ...advciv, ...calamities, ...variants, ...lateArrivals, ...planner, ...why } as const;
