// Accounts and money against the real broker server, in Chromium (API.md "Accounts" and "Money"):
// a new customer starts on the practice account with 10,000.00 USD and trades at once, switches to
// the real account, asks for a Havale deposit and writes down its reference; the broker's operator
// approves it through the operator API and the balance shows it; after identity verification (set
// up through the API, it has its own screens) a withdrawal is held at once and released on cancel.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { ibanRemainder } from '../contract/iban';
import type { Transaction } from '../contract/wallet';
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from '../server/src/demo/demo-seed';
import { tr } from '../src/i18n/tr-signed-in';
import { newCustomerPayload, sendApi, type ApiAnswer } from './support/api';
import { useApp, VIEWPORTS } from './support/app';
import { confirmTrade } from './support/confirm';

const STEP_TIMEOUT_MS = 15_000;
const SYMBOL = 'BTCUSD';
const DEPOSIT_USD = 500;
const WITHDRAWAL_USD = 200;
const VERIFICATION_KINDS = ['identity-front', 'identity-back', 'selfie', 'address'] as const;
/** The smallest file the upload accepts as a PDF: it reads the type from the first bytes. */
const TINY_PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

/** A REST client with one session's token, for what the test sets up around the browser. */
class ApiClient {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  static async signIn(baseUrl: string, identifier: string, password: string): Promise<ApiClient> {
    const body = await sendApi<{ token: string }>(baseUrl, 'POST', '/users/login', { identifier, password });
    assert.ok(body.data?.token, `login failed: ${body.message}`);
    return new ApiClient(baseUrl, body.data.token);
  }

  call<T>(method: string, url: string, body?: unknown): Promise<ApiAnswer<T>> {
    return sendApi<T>(this.baseUrl, method, url, body, this.token);
  }

  /** Whether the server answers a GET on this path at all (not 404). */
  async has(url: string): Promise<boolean> {
    const response = await fetch(`${this.baseUrl}/api${url}`, {
      headers: { Authorization: `Bearer ${this.token}` },
    });
    return response.status !== 404;
  }

  async upload(kind: string): Promise<void> {
    const form = new FormData();
    // The kind goes before the file: the server reads the fields that precede it.
    form.append('kind', kind);
    form.append('file', new Blob([TINY_PDF], { type: 'application/pdf' }), `${kind}.pdf`);
    const response = await fetch(`${this.baseUrl}/api/users/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.token}` },
      body: form,
    });
    assert.ok(response.ok, `upload of ${kind} failed: ${response.status} ${await response.text()}`);
  }
}

/** A Turkish IBAN with correct check digits (ISO 13616): Garanti BBVA's bank code. */
function customerIban(): string {
  const bban = `00062${String(Date.now()).padStart(17, '0').slice(-17)}`;
  return `TR${String(98 - ibanRemainder(`TR00${bban}`)).padStart(2, '0')}${bban}`;
}

/** The operator approves every document the customer uploaded, so withdrawals are allowed. */
async function verifyIdentity(customer: ApiClient, operator: ApiClient): Promise<void> {
  for (const kind of VERIFICATION_KINDS) await customer.upload(kind);
  const state = await customer.call<{ documents: { id: string }[] }>('GET', '/users/verification');
  assert.ok(state.data, `verification state missing: ${state.message}`);
  for (const document of state.data.documents) {
    const answer = await operator.call('POST', `/operator/verifications/${document.id}/approve`);
    assert.ok(answer.status, `approving ${document.id} failed: ${answer.message}`);
  }
  const after = await customer.call<{ status: string }>('GET', '/users/verification');
  assert.equal(after.data?.status, 'verified');
}

async function approveDeposit(operator: ApiClient, reference: string): Promise<void> {
  const pending = await operator.call<Transaction[]>('GET', '/operator/trans?status=pending&page=1');
  const deposit = pending.data?.find((row) => row.reference === reference);
  assert.ok(deposit, `no pending transaction with reference ${reference}`);
  const answer = await operator.call('POST', `/operator/trans/${deposit.id}/approve`);
  assert.ok(answer.status, `approving failed: ${answer.message}`);
}

const headerFigure = (page: Page, key: string) =>
  page.getByTestId('desktop-header').locator(`[data-figure="${key}"] dd`);

const switcher = (page: Page) =>
  page.getByTestId('desktop-header').getByRole('group', { name: tr.accounts.label });

/** Waits until one of the elements shows the text (figures follow the socket and refetches). */
async function waitForText(locator: Locator, text: string): Promise<void> {
  await locator.filter({ hasText: text }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Waits until the pressed button of the account switcher inside `scope` is `kind`'s. */
async function waitForActive(page: Page, scope: string, kind: string): Promise<void> {
  await page.waitForFunction(
    ({ selector, label }) => document.querySelector(selector)?.getAttribute('aria-label') === label,
    { selector: `${scope} [role="group"] button[aria-pressed="true"]`, label: kind },
    { timeout: STEP_TIMEOUT_MS },
  );
}

describe('accounts and money', () => {
  const app = useApp();

  it('practice first, then a Havale deposit approved by the broker and a withdrawal held and cancelled', async () => {
    if (!app.hasServer()) return; // Needs the broker server's API.
    const customer = newCustomerPayload({
      emailPrefix: 'para',
      name: 'Deniz',
      surname: 'Yılmaz',
      password: 'Para1234!',
    });
    const registered = await sendApi(app.baseUrl(), 'POST', '/users/register', customer);
    assert.ok(registered.status, `register failed: ${registered.message}`);

    // A new customer lands on the practice account with 10,000.00 virtual USD.
    const page = await app.open('/sign-in', { viewport: VIEWPORTS.desktop });
    await app.signIn(page, { identifier: customer.email, password: customer.password });
    const practice = switcher(page).getByRole('button', { name: tr.accounts.kinds.practice });
    const real = switcher(page).getByRole('button', { name: tr.accounts.kinds.real });
    await practice.waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await practice.getAttribute('aria-pressed')).toBe('true');
    await waitForText(headerFigure(page, 'balance'), '10000.00 USD');

    // ... and trades at once.
    await page.goto(`/order/${SYMBOL}`);
    await page.getByRole('form', { name: SYMBOL }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.getByPlaceholder(tr.order.amountPlaceholder).fill('0.01');
    // The margin shows once the live price is in: the ticket can be sent.
    await page
      .getByTestId('required-margin')
      .filter({ hasText: tr.app.currency })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.getByRole('button', { name: tr.market.buy, exact: true }).click();
    await confirmTrade(page);
    await page.getByText(tr.order.success, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .locator('[data-testid^="open-row-"]', { hasText: SYMBOL })
      .first()
      .waitFor({ timeout: STEP_TIMEOUT_MS });

    // The real account starts empty.
    await real.click();
    await waitForActive(page, '[data-testid="desktop-header"]', tr.accounts.kinds.real);
    await waitForText(headerFigure(page, 'balance'), '0.00 USD');

    // A Havale deposit leaves a reference code and waits for the broker.
    await page.goto('/deposit');
    await page.locator('[data-testid^="broker-account-"]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.getByLabel(tr.money.amount).fill(String(DEPOSIT_USD));
    await page.getByRole('button', { name: tr.money.deposit.submit }).click();
    const referenceCell = page.getByTestId('deposit-reference');
    await referenceCell.waitFor({ timeout: STEP_TIMEOUT_MS });
    const reference = (await referenceCell.textContent())?.trim() ?? '';
    expect(reference).not.toBe('');

    await page.goto('/wallet');
    const depositRow = page.locator('[data-testid^="transaction-"]', { hasText: reference });
    await waitForText(depositRow, tr.money.statuses.pending);

    // The broker finds the transfer and approves it; the balance and the ledger line show it.
    const operator = await ApiClient.signIn(app.baseUrl(), OPERATOR_EMAIL, OPERATOR_PASSWORD);
    await approveDeposit(operator, reference);
    await page.reload();
    await waitForText(depositRow, tr.money.statuses.approved);
    await waitForText(page.getByTestId('account-real-balance'), '500.00 USD');
    await waitForText(headerFigure(page, 'balance'), '500.00 USD');

    // Withdrawals need a verified identity; its screens have their own tests. Until the server
    // has the identity-verification API (its own issue) no withdrawal can leave, so the rest waits.
    const customerApi = await ApiClient.signIn(app.baseUrl(), customer.email, customer.password);
    if (!(await customerApi.has('/users/verification'))) {
      console.warn('money e2e: GET /api/users/verification is missing; the withdrawal part did not run');
      return;
    }
    await verifyIdentity(customerApi, operator);

    // A withdrawal to the customer's own IBAN is held at once ...
    await page.goto('/withdrawal');
    const texts = tr.money.withdrawal;
    await page.getByLabel(texts.iban).waitFor({ timeout: STEP_TIMEOUT_MS });
    const iban = customerIban();
    await page.getByLabel(texts.iban).pressSequentially(iban.toLowerCase());
    expect((await page.getByLabel(texts.iban).inputValue()).split(' ')).toHaveLength(7);
    await page.getByLabel(texts.holder).fill(`${customer.name} ${customer.surname}`);
    await page.getByRole('button', { name: texts.save }).click();
    await page.locator('[data-testid^="saved-bank-"]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
    await waitForText(page.getByTestId('withdrawal-available'), '500.00 USD');
    await page.getByLabel(tr.money.amount).fill(String(WITHDRAWAL_USD));
    await page.getByRole('button', { name: texts.submit }).click();
    await page.getByText(texts.sent).first().waitFor({ timeout: STEP_TIMEOUT_MS });

    await page.goto('/wallet');
    await waitForText(page.getByTestId('account-real-held'), '200.00 USD');
    const withdrawalRow = page
      .locator('[data-testid^="transaction-"]', { hasText: tr.money.types.withdrawal })
      .filter({ hasText: tr.money.statuses.pending });
    await withdrawalRow.first().waitFor({ timeout: STEP_TIMEOUT_MS });

    // ... and released when the customer cancels it.
    await withdrawalRow.first().getByRole('button', { name: tr.wallet.cancel }).click();
    const dialog = page.getByRole('dialog', { name: tr.wallet.cancelTitle });
    await dialog.getByRole('button', { name: tr.wallet.cancelConfirm }).click();
    await page.getByText(tr.wallet.cancelled).first().waitFor({ timeout: STEP_TIMEOUT_MS });
    await waitForText(page.getByTestId('account-real-held'), '0.00 USD');
    await waitForText(
      page.locator('[data-testid^="transaction-"]', { hasText: tr.money.types.withdrawal }),
      tr.money.statuses.cancelled,
    );
    await waitForText(page.getByTestId('account-real-balance'), '500.00 USD');
  });

  it('shows and switches the active account in the account modal at phone width', async () => {
    if (!app.hasServer()) return;
    const customer = newCustomerPayload({
      emailPrefix: 'para',
      name: 'Deniz',
      surname: 'Yılmaz',
      password: 'Para1234!',
    });
    const registered = await sendApi(app.baseUrl(), 'POST', '/users/register', customer);
    assert.ok(registered.status, `register failed: ${registered.message}`);
    const page = await app.open('/sign-in', { viewport: VIEWPORTS.phone });
    await app.signIn(page, { identifier: customer.email, password: customer.password });

    await page.getByTestId('mobile-header').getByRole('button', { name: tr.layout.account }).click();
    const modal = page.getByRole('dialog', { name: tr.nav.menu });
    const group = modal.getByRole('group', { name: tr.accounts.label });
    const practice = group.getByRole('button', { name: tr.accounts.kinds.practice });
    await practice.waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await practice.getAttribute('aria-pressed')).toBe('true');
    expect(await modal.getByRole('button', { name: tr.accounts.reset }).isVisible()).toBe(true);

    await group.getByRole('button', { name: tr.accounts.kinds.real }).click();
    await waitForActive(page, '[role="dialog"]', tr.accounts.kinds.real);
    expect(await modal.getByRole('button', { name: tr.accounts.reset }).count()).toBe(0);
  });
});
