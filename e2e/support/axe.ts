import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * What axe finds serious or critical on the page as it is now, one line each: `label: rule-id the elements`.
 * `within` limits it to one part (a sweep over many screens of one shell checks the shell once, then each `main`).
 */
export async function seriousViolations(page: Page, label: string, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${label}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
