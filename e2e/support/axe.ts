import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core in the page and returns the serious and critical violations. `rules` switches
 * rules on or off, e.g. `{ 'target-size': { enabled: true } }` (WCAG 2.2 2.5.8, off by default).
 */
export async function seriousViolations(page: Page, rules: Record<string, { enabled: boolean }> = {}): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the product's CSP rightly forbids inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (rules) => {
    type Run = (context: Document, options: { rules: typeof rules }) => Promise<{ violations: AxeViolation[] }>;
    const axe = (window as unknown as { axe: { run: Run } }).axe;
    const result = await axe.run(document, { rules });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target })),
    }));
  }, rules);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
