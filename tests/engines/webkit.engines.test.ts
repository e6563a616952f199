/** The core flows (core-flows.ts) in WebKitGTK (WebKit), through W3C WebDriver. */
import { coreFlows } from './core-flows';

coreFlows('webkit');
