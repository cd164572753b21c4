// Al, Sat, Kapat and İptal ask for a confirmation while one-click trading is off, the default
// (issue 14, item 16): this presses the dialog's Onayla.
import type { Page } from 'playwright-core';
import { tr } from '../../src/i18n/tr-signed-in';

const DIALOG_TIMEOUT_MS = 10_000;

export async function confirmTrade(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: DIALOG_TIMEOUT_MS });
  await dialog.getByRole('button', { name: tr.confirm.confirm, exact: true }).click();
}
