import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/**
 * What the lobby promises (docs/architecture.md §11): WCAG 2.0, 2.1 and 2.2 at levels A and AA, and
 * axe's best practices (heading order, landmarks), which a screen reader user relies on as much.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * Rules axe marks experimental (so no tag runs them) that the lobby keeps anyway: a control's
 * visible text is part of its accessible name (WCAG 2.5.3, Label in Name), so a speech user can
 * say what they see.
 */
const experimentalRules = ['label-content-name-mismatch'];

/** One violated rule, readably: its impact, id, help text and where (up to five targets). */
export interface AxeFinding {
  impact: string;
  rule: string;
  help: string;
  count: number;
  targets: string[];
}

/**
 * Runs axe over the page (or only `within`, a dialog say) and returns its violations, every impact,
 * as short readable lines: `expect(await axeViolations(page)).toEqual([])` then prints what is wrong.
 * Results axe cannot decide (text over an image: "needs review") are not violations and not returned.
 */
export async function axeViolations(page: Page, within?: Locator): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: tags },
      rules: Object.fromEntries(experimentalRules.map((id) => [id, { enabled: true }])),
      // Every node of every violation still comes back; passes and "needs review" keep one example
      // each instead of every node (6 MB of results on a category page with 600 tiles, now 60 kB).
      resultTypes: ['violations'],
    })
    // One axe.run inside the page rather than partial runs finished in a second, blank page: the
    // lobby has no frames (the partial mode exists for cross-origin ones). A category page's run
    // takes 1.8 s instead of 11 s, with the same findings.
    .setLegacyMode(true);
  if (within) builder = builder.include(await selectorOf(within));
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    impact: v.impact ?? 'unknown',
    rule: v.id,
    help: v.help,
    count: v.nodes.length,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`.trim()),
  }));
}

/** A CSS selector for one element: axe takes selectors, not locators; the element gets a marker attribute. */
async function selectorOf(locator: Locator): Promise<string> {
  await locator.evaluate((el) => el.setAttribute('data-axe-scope', ''));
  return '[data-axe-scope]';
}
