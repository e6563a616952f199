/** Deterministic size budgets of the built app (figures: `npm run size`). */
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { measure } from '../../src/tools/size-lib.mjs';
import { DIST } from './harness';

/** The JavaScript loaded at start stays within 120 kB gzip (table UI issue). */
const START_JS_BUDGET = 120 * 1024;

describe('bundle budget', () => {
  test('start JavaScript is within 120 kB gzip', async () => {
    const m = await measure(pathToFileURL(DIST));
    expect(m.startJsFiles.length).toBeGreaterThan(0);
    expect(m.startJsGzip).toBeLessThanOrEqual(START_JS_BUDGET);
  });
});
