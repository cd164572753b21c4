// Runs axe-core in a page and lists the critical and serious violations (issue 14, item 21). The
// engine is evaluated from node_modules, so the page needs no change; the theme is
// chosen before the app starts by writing the persisted `ui` slice the way redux-persist does
// (each field JSON-encoded inside the record).
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

export type ThemeName = 'dark' | 'light';

/** Makes every page of the context start in `theme`. */
export async function useTheme(context: BrowserContext, theme: ThemeName): Promise<void> {
  const persisted = {
    theme: JSON.stringify(theme),
    scale: '1',
    chart: '{}',
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  };
  await context.addInitScript((value) => window.localStorage.setItem('ui', value), JSON.stringify(persisted));
}

/** The page's critical and serious violations as short lines: rule, impact, the first targets. */
export async function blockingViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not govern.
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
    ).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n')[1] ?? ''}`)
          .join(' | ')}`,
    );
}
