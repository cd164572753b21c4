// The Turkish jurisdiction's journey against the real server, in Chromium (issue 21): a new
// customer signs in, switches to the real account in the header and sends a first order, which
// the server refuses until the onboarding is done; the onboarding dialog walks them through the
// risk disclosure, the framework agreement and the appropriateness test. They deposit what the
// minimum initial deposit still misses, the operator approves it, and the same order opens at the
// retail cap: /api/margin/infos answers lvg 10 and the position's margin is its notional / 10,
// both read from the server's own figures (the simulated feed moves prices). The SPK risk
// warning strip follows the server's client-outcome answer. The dialog passes axe at 375 and
// 1280 px in both themes.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import type { ClientOutcomes, ComplianceDocument, ComplianceProfile } from '../contract/compliance';
import type { SymbolInfo, Order } from '../contract/entities';
import type { MinimumDepositStatus } from '../contract/trading-terms';
import type { TradingAccount, Transaction } from '../contract/wallet';
import { APPROPRIATENESS_QUESTIONS } from '../server/src/compliance/appropriateness-questions';
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from '../server/src/demo/demo-seed';
import { findInstrument } from '../server/src/engine/catalogue';
import { tr } from '../src/i18n/tr-signed-in';
import { percentShare } from '../src/lib/percent-share';
import { newCustomerPayload, pageToken, sendApi } from './support/api';
import { useApp, VIEWPORTS } from './support/app';
import { blockingViolations, useTheme, type ThemeName } from './support/axe';
import { confirmTrade } from './support/confirm';

const STEP_TIMEOUT_MS = 20_000;
const RETAIL_CAP = 10;
/** Symbols tried in turn: the first two trade on the forex week at 100:1, crypto trades always. */
const SYMBOL_CHOICES = ['EURUSD', 'XAUUSD', 'BTCUSD'] as const;
/** Deposited above what the minimum still misses, so the first margin fits. */
const DEPOSIT_HEADROOM_USD = 500;
/** The margin is taken at the mid and the open price is the ask: half a spread apart at most. */
const MARGIN_TOLERANCE = 0.005;
const SHOTS_DIR = process.env.JOURNEY_SHOTS_DIR ?? path.join('/tmp', 'journey-shots');
const texts = tr.onboarding;

jest.setTimeout(300_000);

interface Customer {
  email: string;
  password: string;
}

async function registered(baseUrl: string): Promise<Customer> {
  const payload = newCustomerPayload({
    emailPrefix: 'yolculuk',
    name: 'Deniz',
    surname: 'Yıldız',
    password: 'Musteri1234!',
  });
  const answer = await sendApi(baseUrl, 'POST', '/users/register', payload);
  assert.ok(answer.status, `register failed: ${answer.message}`);
  return { email: payload.email, password: payload.password };
}

async function tokenOf(baseUrl: string, identifier: string, password: string): Promise<string> {
  const answer = await sendApi<{ token: string }>(baseUrl, 'POST', '/users/login', { identifier, password });
  assert.ok(answer.data?.token, `login failed: ${answer.message}`);
  return answer.data.token;
}

/** The first symbol of SYMBOL_CHOICES open now, as the server serves it to this customer. */
async function openSymbol(baseUrl: string, token: string): Promise<SymbolInfo> {
  const infos = await sendApi<SymbolInfo[]>(baseUrl, 'GET', '/margin/infos', undefined, token);
  for (const name of SYMBOL_CHOICES) {
    const symbol = infos.data?.find((candidate) => candidate.symbol === name);
    if (symbol?.isOpen && symbol.calc === 0) return symbol;
  }
  throw new Error(`none of ${SYMBOL_CHOICES.join(', ')} is open`);
}

const isPlaceOrder = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/orders';

/** Fills the ticket with the symbol's smallest amount, presses Al and confirms. */
async function sendBuy(page: Page, symbol: SymbolInfo): Promise<Response> {
  await page.getByRole('form', { name: symbol.symbol }).waitFor({ timeout: STEP_TIMEOUT_MS });
  const amount = page.getByPlaceholder(tr.order.amountPlaceholder);
  await amount.fill(String(symbol.min));
  await amount.blur();
  const answered = page.waitForResponse(isPlaceOrder, { timeout: STEP_TIMEOUT_MS });
  await page.getByRole('button', { name: tr.market.buy, exact: true }).click();
  await confirmTrade(page);
  return answered;
}

/** A refused first order on the real account opens the onboarding; answers its dialog. */
async function openOnboarding(page: Page, symbol: SymbolInfo) {
  const refused = await sendBuy(page, symbol);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code?: string }).code).toBe('COMPLIANCE_REQUIRED');
  const dialog = page.getByRole('dialog', { name: texts.title });
  await dialog.waitFor({ timeout: STEP_TIMEOUT_MS });
  return dialog;
}

/** The answer with the most points to every question: an "appropriate" result. */
function bestOptionText(questionId: string): string {
  const question = APPROPRIATENESS_QUESTIONS.find((candidate) => candidate.id === questionId);
  assert.ok(question, `unknown question ${questionId}`);
  const best = [...question.options].sort((a, b) => b.points - a.points)[0];
  assert.ok(best);
  return best.text;
}

describe('the Turkish jurisdiction journey', () => {
  const app = useApp();

  it('a new customer is onboarded, deposits, is approved and opens the first order at leverage 10', async () => {
    if (!app.hasServer()) return; // Needs the broker server's API and socket.
    const baseUrl = app.baseUrl();
    const customer = await registered(baseUrl);
    const page = await app.open('/sign-in', { viewport: VIEWPORTS.desktop });
    await app.signIn(page, { identifier: customer.email, password: customer.password });
    const token = await pageToken(page);

    // The SPK risk warning on the signed-in page says what the server's ratio says.
    const outcomes = await sendApi<ClientOutcomes>(baseUrl, 'GET', '/compliance/client-outcomes');
    assert.ok(outcomes.data, `client outcomes failed: ${outcomes.message}`);
    const strip = page.getByRole('note', { name: tr.compliance.riskWarningLabel });
    if (outcomes.data.accounts > 0) {
      await strip.waitFor({ timeout: STEP_TIMEOUT_MS });
      const [year, quarter] = outcomes.data.quarter.split('-Q');
      expect(await strip.textContent()).toBe(
        tr.compliance.riskWarning(percentShare(outcomes.data.losingPct), year ?? '', quarter ?? ''),
      );
      expect(await strip.textContent()).toMatch(/^Bireysel müşteri hesaplarının %\d+'/);
    } else {
      // A server whose last complete quarter held no real retail account has no share to state:
      // it warns all the same.
      await strip.waitFor({ timeout: STEP_TIMEOUT_MS });
      expect(await strip.textContent()).toBe(tr.compliance.riskWarningGeneral);
    }

    // Switching to the real account in the header.
    const real = page
      .getByRole('group', { name: tr.accounts.label })
      .getByRole('button', { name: tr.accounts.kinds.real });
    await real.click();
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('button[aria-pressed="true"]')].some(
          (button) => button.getAttribute('aria-label') === name,
        ),
      tr.accounts.kinds.real,
      { timeout: STEP_TIMEOUT_MS },
    );
    const accounts = await sendApi<TradingAccount[]>(baseUrl, 'GET', '/users/accounts', undefined, token);
    expect(accounts.data?.find((account) => account.active)?.kind).toBe('real');

    const symbol = await openSymbol(baseUrl, token);
    expect(symbol.lvg).toBe(RETAIL_CAP);
    const ownLeverage = findInstrument(symbol.symbol)?.lvg;
    assert.ok(ownLeverage, `no catalogue entry for ${symbol.symbol}`);
    expect(symbol.lvg).toBe(Math.min(ownLeverage, RETAIL_CAP));
    await page.goto(`/order/${symbol.symbol}`);

    // The onboarding: each trading document in its served version, then the test.
    const dialog = await openOnboarding(page, symbol);
    const documents = await sendApi<ComplianceDocument[]>(baseUrl, 'GET', '/compliance/documents');
    for (const name of ['risk-disclosure', 'framework-agreement'] as const) {
      const served = documents.data?.find((document) => document.document === name);
      assert.ok(served, `${name} is not served`);
      await dialog.getByRole('heading', { name: served.title }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await dialog.getByRole('button', { name: texts.accept }).click();
    }
    await dialog.getByRole('heading', { name: texts.testTitle }).waitFor({ timeout: STEP_TIMEOUT_MS });
    for (const question of APPROPRIATENESS_QUESTIONS) {
      await dialog
        .getByRole('group', { name: question.text })
        .getByRole('radio', { name: bestOptionText(question.id), exact: true })
        .check();
    }
    await dialog.getByRole('button', { name: texts.submitTest }).click();
    await dialog.getByRole('heading', { name: texts.doneTitle }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await dialog.getByRole('button', { name: texts.finish }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });

    const profile = await sendApi<ComplianceProfile>(baseUrl, 'GET', '/users/profile', undefined, token);
    expect(profile.data?.clientCategory).toBe('retail');
    expect(profile.data?.appropriateness.status).toBe('appropriate');
    for (const served of documents.data ?? []) {
      if (served.document === 'privacy-notice') continue;
      expect(profile.data?.consents).toContainEqual(
        expect.objectContaining({ document: served.document, version: served.version }),
      );
    }

    // Onboarded but not funded: the minimum initial deposit refuses the order.
    const unfunded = await sendBuy(page, symbol);
    expect(unfunded.status()).toBe(422);
    expect(((await unfunded.json()) as { code?: string }).code).toBe('MIN_DEPOSIT_REQUIRED');

    // The deposit, what the minimum still misses and some room, approved by the operator.
    const line = await sendApi<MinimumDepositStatus>(
      baseUrl,
      'GET',
      '/compliance/minimum-deposit',
      undefined,
      token,
    );
    assert.ok(line.data?.blocked, `the minimum deposit does not block: ${line.message}`);
    const amount = Math.ceil(line.data.missingUsd) + DEPOSIT_HEADROOM_USD;
    const asked = await sendApi<Transaction>(
      baseUrl,
      'POST',
      '/trans',
      { type: 'deposit', amount, method: 'havale' },
      token,
    );
    assert.ok(asked.data?.id, `deposit failed: ${asked.message}`);
    const operator = await tokenOf(baseUrl, OPERATOR_EMAIL, OPERATOR_PASSWORD);
    const approved = await sendApi(
      baseUrl,
      'POST',
      `/operator/trans/${asked.data.id}/approve`,
      undefined,
      operator,
    );
    assert.ok(approved.status, `approval failed: ${approved.message}`);
    const funded = await sendApi<MinimumDepositStatus>(
      baseUrl,
      'GET',
      '/compliance/minimum-deposit',
      undefined,
      token,
    );
    expect(funded.data?.blocked).toBe(false);

    // The first order opens, at the retail cap.
    await page.goto(`/order/${symbol.symbol}`);
    const placed = await sendBuy(page, symbol);
    expect(placed.status()).toBeLessThan(300);
    const placedId = ((await placed.json()) as { data: { id: string } }).data.id;
    await page.getByText(tr.order.success, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    const positions = await sendApi<Order[]>(baseUrl, 'GET', '/orders?page=1', undefined, token);
    const position = positions.data?.find((order) => order.id === placedId);
    assert.ok(position, `the position ${placedId} is not listed: ${positions.message}`);
    expect(position.symbol).toBe(symbol.symbol);
    expect(position.amount).toBe(symbol.min);
    const notional = position.price * symbol.contractSize * position.amount;
    expect(Math.abs(position.margin * RETAIL_CAP - notional) / notional).toBeLessThan(MARGIN_TOLERANCE);
    if (ownLeverage > RETAIL_CAP) {
      // Not the symbol's own leverage: that margin would be a fraction of this one.
      expect(position.margin).toBeGreaterThan((notional / ownLeverage) * 2);
    }
    const after = await sendApi<SymbolInfo[]>(baseUrl, 'GET', '/margin/infos', undefined, token);
    expect(after.data?.find((candidate) => candidate.symbol === symbol.symbol)?.lvg).toBe(RETAIL_CAP);
  });

  it('the onboarding dialog passes axe at 375 and 1280 px in both themes, on both of its steps', async () => {
    if (!app.hasServer()) return;
    mkdirSync(SHOTS_DIR, { recursive: true });
    const baseUrl = app.baseUrl();
    // One customer for every look: the whole suite shares the server's registrations per address.
    const customer = await registered(baseUrl);
    const token = await tokenOf(baseUrl, customer.email, customer.password);
    const accounts = await sendApi<TradingAccount[]>(baseUrl, 'GET', '/users/accounts', undefined, token);
    const realAccount = accounts.data?.find((account) => account.kind === 'real');
    assert.ok(realAccount, `no real account: ${accounts.message}`);
    const switched = await sendApi(baseUrl, 'PUT', '/users/accounts/active', { id: realAccount.id }, token);
    assert.ok(switched.status, `switch failed: ${switched.message}`);
    const symbol = await openSymbol(baseUrl, token);
    const looks = [
      ['phone', VIEWPORTS.phone, 'dark'],
      ['phone', VIEWPORTS.phone, 'light'],
      ['desktop', VIEWPORTS.desktop, 'dark'],
      ['desktop', VIEWPORTS.desktop, 'light'],
    ] as const;

    const openDialog = async (viewport: { width: number; height: number }, theme: ThemeName) => {
      const page = await app.open('/sign-in', { viewport });
      await useTheme(page.context(), theme);
      await page.reload();
      await app.signIn(page, { identifier: customer.email, password: customer.password });
      await page.goto(`/order/${symbol.symbol}`);
      return { page, dialog: await openOnboarding(page, symbol) };
    };
    const check = async (page: Page, shot: string) => {
      await page.screenshot({ path: path.join(SHOTS_DIR, `${shot}.png`) });
      expect(await blockingViolations(page)).toEqual([]);
    };

    // The documents' step in every look, accepting nothing.
    for (const [width, viewport, theme] of looks) {
      const { page, dialog } = await openDialog(viewport, theme);
      await dialog.getByRole('button', { name: texts.accept }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await check(page, `document-${width}-${theme}`);
      await page.context().close();
    }
    // Both documents accepted once; then the test's step in every look.
    for (const [index, [width, viewport, theme]] of looks.entries()) {
      const { page, dialog } = await openDialog(viewport, theme);
      if (index === 0) {
        await dialog.getByRole('button', { name: texts.accept }).click();
        await dialog.getByText(texts.step(2, 3)).waitFor({ timeout: STEP_TIMEOUT_MS });
        await dialog.getByRole('button', { name: texts.accept }).click();
      }
      await dialog.getByRole('heading', { name: texts.testTitle }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await check(page, `test-${width}-${theme}`);
      await page.context().close();
    }
  });
});
