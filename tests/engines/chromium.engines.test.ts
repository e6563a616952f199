/** The core flows (core-flows.ts) in Chromium (Blink). */
import { coreFlows } from './core-flows';

coreFlows('chromium');
