// What a page showed when a step gave up: its address, the dialogs open on it and the start of its
// text. Printed before the step's own error, so a failure seen once on CI says which of "the panel
// never opened", "it opened empty" or "the page moved on" it was.
import type { Page } from 'playwright-core';

const TEXT_SHOWN_MAX = 2_000;

export async function describePage(page: Page): Promise<string> {
  const dialogs = await page.getByRole('dialog').allInnerTexts();
  const text = await page.locator('body').innerText();
  return [
    `url: ${page.url()}`,
    `dialogs (${dialogs.length}): ${JSON.stringify(dialogs)}`,
    `text: ${text.slice(0, TEXT_SHOWN_MAX)}`,
  ].join('\n');
}

/** Waits for a step's locator; when it does not come, logs what the page showed and rethrows. */
export async function waitOrDescribe(
  page: Page,
  step: { waitFor(options: { timeout: number }): Promise<void> },
  timeoutMs: number,
): Promise<void> {
  try {
    await step.waitFor({ timeout: timeoutMs });
  } catch (error) {
    console.log(`the step gave up; the page showed:\n${await describePage(page)}`);
    throw error;
  }
}
