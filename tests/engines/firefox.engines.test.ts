/** The core flows (core-flows.ts) in Firefox ESR (Gecko), through WebDriver BiDi. */
import { coreFlows } from './core-flows';

coreFlows('firefox');
