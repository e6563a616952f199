/**
 * Size budget of the built app (figures: `npm run size`): every JavaScript file Chromium fetches to
 * show the home screen, measured in a real browser, stays within 75 kB gzip (issue: fast start). The
 * home list comes from the game rows alone: no ruleset's engine, one language's start messages.
 */
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { measureHomeFetch } from '../../src/tools/size-home.mjs';
import { DIST } from './harness';

const HOME_JS_BUDGET = 75 * 1024;

describe('bundle budget', () => {
  test('the JavaScript fetched to show the home screen is within 75 kB gzip', async () => {
    const home = await measureHomeFetch(pathToFileURL(DIST));
    const listing = home.files.map((f) => `${f.file} ${(f.gzip / 1024).toFixed(1)} kB`).join(', ');
    expect(home.files.length, listing).toBeGreaterThan(0);
    expect(home.gzip, listing).toBeLessThanOrEqual(HOME_JS_BUDGET);
    // No ruleset's engine or screens and only one language's start messages at start.
    expect(home.files.filter((f) => /\/(advciv|eastern-empires|smc|checkpoints|restore|backup|rest)-[^/]+\.js$/.test(f.file))).toEqual([]);
    expect(home.files.filter((f) => /\/start-[^/]+\.js$/.test(f.file))).toHaveLength(1);
  });
});
