import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Checks the page with axe-core; `soft` records a failure and carries on with the next page. */
export async function expectNoSeriousViolations(page: Page, { soft = false } = {}) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  (soft ? expect.soft : expect)(serious, `serious violations on ${page.url()}`).toEqual([]);
}
