// Robots against the real broker server, in Chromium (API.md "Robots"): a new customer, on the
// practice account as every new customer is, adds the crypto robot from the catalogue with a
// position size, sees it running (after a reload too: the server holds it, not the browser),
// changes the size, pauses it and deletes it after the confirmation that its positions stay open.
// Each step is checked against the server's own answer as well as the screen.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import type { Robot } from '../contract/robots';
import { tr } from '../src/i18n/tr-signed-in';
import { callApi, newCustomerPayload, pageToken } from './support/api';
import { useApp, VIEWPORTS } from './support/app';

const STEP_TIMEOUT_MS = 15_000;
/** The catalogue's crypto robot (BTCUSD): crypto trades around the clock, so it runs any day. */
const CRYPTO_ROBOT_ID = 'bitcoin-kirilim';
const texts = tr.robots;

async function serverRobot(baseUrl: string, token: string): Promise<Robot> {
  const { answer } = await callApi<Robot[]>(baseUrl, 'GET', '/robots/all', undefined, token);
  const robot = answer.data?.find((entry) => entry.robotId === CRYPTO_ROBOT_ID);
  assert.ok(robot, `${CRYPTO_ROBOT_ID} is not in the catalogue`);
  return robot;
}

async function waitForText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

const sizeField = (page: Page) => page.getByRole('dialog').getByLabel(texts.sizeLabel);

describe('robots', () => {
  const app = useApp();

  it('adds the crypto robot on the practice account, sees it running, edits, pauses and deletes it', async () => {
    if (!app.hasServer()) return; // Needs the broker server's API.
    const customer = newCustomerPayload({
      emailPrefix: 'robot',
      name: 'Ece',
      surname: 'Robot',
      password: 'Robot1234!',
    });
    const registered = await callApi(app.baseUrl(), 'POST', '/users/register', customer);
    assert.ok(registered.answer.status, `register failed: ${registered.answer.message}`);

    const page = await app.open('/sign-in', { viewport: VIEWPORTS.desktop });
    await app.signIn(page, { identifier: customer.email, password: customer.password });
    const practice = page
      .getByTestId('desktop-header')
      .getByRole('group', { name: tr.accounts.label })
      .getByRole('button', { name: tr.accounts.kinds.practice });
    await practice.waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await practice.getAttribute('aria-pressed')).toBe('true');
    const token = await pageToken(page);

    // The catalogue: the crypto robot with its figures and curve, not added yet.
    await page.goto('/robots');
    const robot = await serverRobot(app.baseUrl(), token);
    const card = page.getByTestId(`robot-${CRYPTO_ROBOT_ID}`);
    await card.waitFor({ timeout: STEP_TIMEOUT_MS });
    await waitForText(card, robot.name);
    await waitForText(card, robot.strategy);
    await card.getByRole('img', { name: texts.sparklineLabel(robot.name) }).waitFor();
    expect(robot.positionSize).toBeNull();

    // Bad input is refused before any call: zero, sent with Enter so no clamp on blur helps.
    await card.getByRole('button', { name: texts.add }).click();
    await sizeField(page).fill('0');
    await sizeField(page).press('Enter');
    await waitForText(page.getByRole('dialog').getByRole('alert'), texts.sizeBelowMin('0.01'));

    // Added with 0.02 lots (the minimum, then plus once), as a number.
    await sizeField(page).fill('0.01');
    await page.getByRole('dialog').getByRole('button', { name: texts.increase }).click();
    expect(await sizeField(page).inputValue()).toBe('0.02');
    await page.getByRole('dialog').getByRole('button', { name: texts.addConfirm }).click();
    await page.getByText(texts.added, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await waitForText(card.getByTestId(`robot-status-${CRYPTO_ROBOT_ID}`), texts.status.running);
    await waitForText(card.getByTestId(`robot-size-${CRYPTO_ROBOT_ID}`), '0.02 Lot');
    const added = await serverRobot(app.baseUrl(), token);
    expect([added.positionSize, added.active]).toEqual([0.02, true]);

    // Listed as added, after a reload too: the server holds it, not this browser.
    await page.reload();
    await page.getByRole('tab', { name: texts.filters.added }).click();
    await waitForText(card.getByTestId(`robot-status-${CRYPTO_ROBOT_ID}`), texts.status.running);
    expect(await page.locator('article[data-testid^="robot-"]').count()).toBe(1);

    // Edited to 0.05 lots.
    await card.getByRole('button', { name: texts.edit }).click();
    await sizeField(page).fill('0.05');
    await sizeField(page).blur();
    expect(await sizeField(page).inputValue()).toBe('0.05');
    await page.getByRole('dialog').getByRole('button', { name: texts.save }).click();
    await page.getByText(texts.saved, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await waitForText(card.getByTestId(`robot-size-${CRYPTO_ROBOT_ID}`), '0.05 Lot');
    expect((await serverRobot(app.baseUrl(), token)).positionSize).toBe(0.05);

    // Paused: it keeps its size and opens nothing new.
    await card.getByRole('button', { name: texts.pause }).click();
    await waitForText(card.getByTestId(`robot-status-${CRYPTO_ROBOT_ID}`), texts.status.customer);
    const paused = await serverRobot(app.baseUrl(), token);
    expect([paused.positionSize, paused.active]).toEqual([0.05, false]);

    // Deleted after the confirmation that its open positions stay open.
    await card.getByRole('button', { name: texts.delete }).click();
    const dialog = page.getByRole('dialog', { name: texts.deleteTitle });
    await waitForText(dialog, texts.deleteText(robot.name));
    await dialog.getByRole('button', { name: texts.deleteConfirm }).click();
    await page.getByText(texts.deleted, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.getByText(texts.noneAdded).waitFor({ timeout: STEP_TIMEOUT_MS });
    expect((await serverRobot(app.baseUrl(), token)).positionSize).toBeNull();

    // Deleting it again is refused by the server with its Turkish message.
    const again = await callApi(
      app.baseUrl(),
      'DELETE',
      '/robots/delete',
      { robotId: CRYPTO_ROBOT_ID },
      token,
    );
    expect(again.httpStatus).toBe(404);
    expect(again.answer.message).toBeTruthy();
  });
});
