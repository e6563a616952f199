/**
 * The accessibility scan of the browser tests: axe-core's WCAG 2.1 A and AA rules run in the page as
 * it is. axe is put into a page once (again only after a full load) and run there with `axe.run`,
 * which is what axe-core's Playwright wrapper runs in its legacy mode, without its two extra copies of axe's
 * 580 kB script per scan, or, in its default mode, the blank page it opens and closes per scan to
 * merge the results of frames (the app has none): the same rules on the same page, about a tenth of
 * the time (a scan of a game screen took ~1.5 s that way, ~0.2 s this way, on a busy 2-core machine).
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.1 A and AA tags: every rule the app is held to. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The axe rules whose outcome depends on colours: the only ones a change of colour theme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * The violations axe finds on the page now, one line per rule with the elements that break it:
 * every WCAG 2.1 A and AA rule, or only `rules`.
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<readonly string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly = rules === undefined ? { type: 'tag', values: [...WCAG_21_AA] } : { type: 'rule', values: [...rules] };
  return page.evaluate(async (only) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    // Only the violations are read: axe skips the details of the rules passed.
    const result = await run(document, { runOnly: only as axe.RunOptions['runOnly'], resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, runOnly);
}
