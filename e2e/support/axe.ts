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

/**
 * Puts axe-core in the page unless this document has it already: a page checked again (each price
 * flash) keeps it, and evaluating its 650 KB again took 0.3 s a time on a busy machine. A
 * navigation starts a new document without it.
 */
async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  // Evaluated through the DevTools protocol, which the page's CSP (script-src 'self') does not govern.
  if (!present) await page.evaluate(AXE_SOURCE);
}

/** The page's critical and serious violations as short lines: rule, impact, the first targets. */
export async function blockingViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
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

const PRICE_FLASHES = ['price-up', 'price-down'] as const;

/**
 * The violations of every price flash, forced: each price cell on the page is given the
 * 'price-up' marker, then 'price-down', with the pointer over the first row (a hovered row is the
 * darkest ground a flash meets). Waiting for a tick to land during the check made the result
 * depend on timing: a busy machine met the flash, a quiet one did not.
 */
export async function flashViolations(page: Page): Promise<string[]> {
  const cells = page.locator('.market-price');
  if ((await cells.count()) === 0) return [];
  await cells.first().hover();
  const found: string[] = [];
  for (const marker of PRICE_FLASHES) {
    await page.evaluate(
      ([shown, all]) => {
        for (const cell of document.querySelectorAll('.market-price')) {
          cell.classList.remove(...all);
          cell.classList.add(shown);
        }
      },
      [marker, [...PRICE_FLASHES]] as const,
    );
    found.push(...(await blockingViolations(page)).map((line) => `${marker}: ${line}`));
  }
  return found;
}
