/** Accessibility: an axe scan (WCAG 2.1 A and AA) of every screen, in the light and dark themes. */
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Every screen reachable without game data, with the heading that tells it has rendered. */
const SCREENS = [
  { hash: '#/', heading: 'Your games' },
  { hash: '#/settings', heading: 'Settings' },
] as const;

describe('axe WCAG 2.1 A and AA', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test.each(SCREENS)(`${scheme}: $hash has no violations`, async ({ hash, heading }) => {
      const { context, page } = await h.newPhone({ colorScheme: scheme });
      await page.goto(`${h.url}${hash}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await context.close();
    });
  }
});
