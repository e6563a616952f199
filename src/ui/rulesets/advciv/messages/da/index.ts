/** Danish: Advanced Civilization's catalog rows; every English key has its Danish string (the compiler checks it). */
import type { messages as en } from '../en';
import { advciv } from './advciv';
import { calamities } from './calamities';
import { lateArrivals } from './late-arrivals';
import { planner } from './planner';
import { table } from './table';
import { variants } from './variants';
import { why } from './why';

export const messages = { ...table, ...advciv, ...calamities, ...variants, ...lateArrivals, ...planner, ...why } satisfies Record<keyof typeof en, string>;
