// The broker's back office against the real server, in Chromium: a new customer asks for a Havale
// deposit through the API on the real account; the operator signs in through the form, lands on
// /operator, finds the deposit in the Yatırımlar queue and approves it; the customer's real balance
// has grown by exactly that amount, in the API and on /wallet. A customer who opens /operator lands
// on /. A MASAK-marked deposit and a professional application wait in their queues too. Then every
// back-office section (the broker's books, Mizan, too) is photographed at 375 and 1280 px in both
// themes (for a person to look at) and checked with axe: no critical or serious violation.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import type { TradingAccount, Transaction } from '../contract/wallet';
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from '../server/src/demo/demo-seed';
import { tr } from '../src/i18n/tr-signed-in';
import { newCustomerPayload, sendApi } from './support/api';
import { useApp, VIEWPORTS } from './support/app';
import { blockingViolations, useTheme, type ThemeName } from './support/axe';
import { settlerFor } from './support/settle';

const STEP_TIMEOUT_MS = 20_000;
/** The longest a check waits for the page to come to rest (animations, transitions, the DOM). */
const SETTLE_TIMEOUT_MS = 5_000;
const DEPOSIT_USD = 321.45;
/** Where the screenshots go: outside the repository, for a person to look at. */
const SHOTS_DIR = process.env.OPERATOR_SHOTS_DIR ?? path.join('/tmp', 'operator-shots');
const texts = tr.operator;

jest.setTimeout(300_000);

interface Customer {
  email: string;
  password: string;
  token: string;
}

async function newCustomer(baseUrl: string): Promise<Customer> {
  const payload = newCustomerPayload({
    emailPrefix: 'operasyon',
    name: 'Selin',
    surname: 'Aydın',
    password: 'Musteri1234!',
  });
  const registered = await sendApi(baseUrl, 'POST', '/users/register', payload);
  assert.ok(registered.status, `register failed: ${registered.message}`);
  const login = await sendApi<{ token: string }>(baseUrl, 'POST', '/users/login', {
    identifier: payload.email,
    password: payload.password,
  });
  assert.ok(login.data?.token, `login failed: ${login.message}`);
  return { email: payload.email, password: payload.password, token: login.data.token };
}

async function realAccount(baseUrl: string, token: string): Promise<TradingAccount> {
  const accounts = await sendApi<TradingAccount[]>(baseUrl, 'GET', '/users/accounts', undefined, token);
  const real = accounts.data?.find((account) => account.kind === 'real');
  assert.ok(real, `no real account: ${accounts.message}`);
  return real;
}

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 320 × 200 picture shaped like an identity card, so the inline preview has something to show. */
function identityCardPng(): Buffer {
  const width = 320;
  const height = 200;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0: none
    for (let x = 0; x < width; x += 1) {
      const photo = x > 24 && x < 110 && y > 50 && y < 170;
      const band = y < 36;
      const [r, g, b] = band ? [31, 104, 220] : photo ? [150, 160, 175] : [235, 240, 248];
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A pending deposit on the real account and a document in review, so the queues have rows. */
async function fillQueues(baseUrl: string, customer: Customer): Promise<void> {
  const real = await realAccount(baseUrl, customer.token);
  await sendApi(baseUrl, 'PUT', '/users/accounts/active', { id: real.id }, customer.token);
  const asked = await sendApi(
    baseUrl,
    'POST',
    '/trans',
    { type: 'deposit', amount: 150, method: 'eft' },
    customer.token,
  );
  assert.ok(asked.status, `deposit failed: ${asked.message}`);
  // Past MASAK's daily total (400,000 TRY): the purpose is stated and the queue marks the request.
  const marked = await sendApi(
    baseUrl,
    'POST',
    '/trans',
    { type: 'deposit', amount: 15_000, method: 'havale', purpose: 'Ev satışından gelen birikim' },
    customer.token,
  );
  assert.ok(marked.status, `marked deposit failed: ${marked.message}`);
  const applied = await sendApi(
    baseUrl,
    'POST',
    '/users/professional-request',
    { statements: ['transaction-volume', 'portfolio-size'] },
    customer.token,
  );
  assert.ok(applied.status, `professional application failed: ${applied.message}`);
  const form = new FormData();
  form.append('kind', 'identity-front');
  form.append('file', new Blob([new Uint8Array(identityCardPng())], { type: 'image/png' }), 'kimlik-on.png');
  const uploaded = await fetch(`${baseUrl}/api/users/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}` },
    body: form,
  });
  assert.ok(uploaded.ok, `upload failed: ${uploaded.status} ${await uploaded.text()}`);
}

/** The operator signs in through the form and lands on the back office. */
async function signInAsOperator(page: Page): Promise<void> {
  const form = tr.session.signIn;
  await page.getByLabel(form.identifier).fill(OPERATOR_EMAIL);
  await page.getByLabel(form.password).fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: form.submit }).click();
  await page.waitForURL((url) => url.pathname === '/operator', { timeout: STEP_TIMEOUT_MS });
  await page.getByRole('heading', { name: texts.title, level: 1 }).waitFor({ timeout: STEP_TIMEOUT_MS });
}

describe('the back office', () => {
  const app = useApp();

  it('an operator approves a deposit from the Yatırımlar queue and the real balance grows by it', async () => {
    if (!app.hasServer()) return; // Needs the broker server's API.
    const customer = await newCustomer(app.baseUrl());
    const real = await realAccount(app.baseUrl(), customer.token);
    const switched = await sendApi(
      app.baseUrl(),
      'PUT',
      '/users/accounts/active',
      { id: real.id },
      customer.token,
    );
    assert.ok(switched.status, `switch failed: ${switched.message}`);
    const asked = await sendApi<Transaction>(
      app.baseUrl(),
      'POST',
      '/trans',
      { type: 'deposit', amount: DEPOSIT_USD, method: 'havale' },
      customer.token,
    );
    assert.ok(asked.data?.reference, `deposit failed: ${asked.message}`);
    const { reference } = asked.data;

    const page = await app.open('/sign-in', { viewport: VIEWPORTS.desktop });
    await signInAsOperator(page);
    const depositsTab = page.getByRole('tab', { name: new RegExp(`^${texts.queues.deposits} \\(\\d+\\)$`) });
    await depositsTab.waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await depositsTab.getAttribute('aria-selected')).toBe('true');
    const row = page.locator('[data-testid^="queue-row-"]', { hasText: reference });
    await row.waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await row.textContent()).toContain(`${DEPOSIT_USD.toFixed(2)} USD`);
    await row.getByRole('button', { name: texts.transaction.approveLabel(reference) }).click();
    // Money moves at once on approval, so the back office first asks to confirm what and how much.
    const confirm = page.getByRole('dialog');
    await confirm.waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await confirm.textContent()).toContain(reference);
    await confirm.getByRole('button', { name: tr.confirm.confirm }).click();
    await page.getByText(texts.transaction.approved, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await row.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });

    // Exactly the amount, on the real account, as the server and the customer's screen see it.
    expect((await realAccount(app.baseUrl(), customer.token)).balance).toBe(real.balance + DEPOSIT_USD);
    const customerPage = await app.open('/sign-in', { viewport: VIEWPORTS.desktop });
    await app.signIn(customerPage, { identifier: customer.email, password: customer.password });
    await customerPage.goto('/wallet');
    await customerPage
      .getByTestId('account-real-balance')
      .filter({ hasText: `${(real.balance + DEPOSIT_USD).toFixed(2)} USD` })
      .waitFor({ timeout: STEP_TIMEOUT_MS });

    // A customer who types /operator is sent to / and never sees the back office or its link, nor
    // downloads its chunk: only the small role guard is fetched.
    const scripts: string[] = [];
    customerPage.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await customerPage.goto('/operator');
    await customerPage.waitForURL((url) => url.pathname === '/', { timeout: STEP_TIMEOUT_MS });
    await customerPage.waitForLoadState('networkidle');
    expect(await customerPage.getByRole('heading', { name: texts.title }).count()).toBe(0);
    expect(await customerPage.getByRole('link', { name: texts.navLink }).count()).toBe(0);
    expect(scripts.some((script) => script.includes('/operator-guard.'))).toBe(true);
    expect(scripts.filter((script) => /\/operator\.[0-9a-f]+\.js$/.test(script))).toEqual([]);
  });

  // One customer with full queues for every look: the whole suite shares the server's
  // registrations per address (20 an hour), and the queues' rows stay until approved.
  let queued: Promise<Customer> | null = null;
  const queuedCustomer = () =>
    (queued ??= newCustomer(app.baseUrl()).then(async (customer) => {
      await fillQueues(app.baseUrl(), customer);
      return customer;
    }));

  describe.each([
    ['phone', VIEWPORTS.phone],
    ['desktop', VIEWPORTS.desktop],
  ] as const)('at %s width', (width, viewport) => {
    test.each(['dark', 'light'] as const)(
      'in the %s theme every section passes axe',
      async (theme: ThemeName) => {
        if (!app.hasServer()) return;
        mkdirSync(SHOTS_DIR, { recursive: true });
        const customer = await queuedCustomer();
        const page = await app.open('/sign-in', { viewport });
        const settler = settlerFor(page);
        await useTheme(page.context(), theme);
        await page.reload();
        await signInAsOperator(page);

        const check = async (name: string) => {
          // Let the lists arrive, the toasts of an earlier step leave and a tab's colour finish
          // its transition (a CI run checked a tab halfway between its two colours, once).
          await page.waitForLoadState('networkidle');
          await settler.settle(SETTLE_TIMEOUT_MS);
          await page.screenshot({
            path: path.join(SHOTS_DIR, `${width}-${theme}-${name}.png`),
            fullPage: true,
          });
          expect({ name, violations: await blockingViolations(page) }).toEqual({ name, violations: [] });
        };
        const section = async (label: string, ready: string) => {
          await page
            .getByRole('navigation', { name: texts.sectionsLabel })
            .getByRole('link', { name: label })
            .click();
          await page.getByText(ready, { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
        };

        await page.locator('[role="tabpanel"]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
        await check('queues');
        await page.getByRole('tab', { name: new RegExp(`^${texts.queues.documents}`) }).click();
        const document = page.locator('[data-testid^="document-row-"]').first();
        await document.getByRole('button', { name: texts.document.show }).click();
        await document.getByTestId('document-image').waitFor({ timeout: STEP_TIMEOUT_MS });
        await check('documents');

        await section(texts.sections.customers, texts.customers.searchLabel);
        await page.getByRole('searchbox', { name: texts.customers.searchLabel }).fill(customer.email);
        await page.getByRole('button', { name: texts.customers.search }).click();
        await page.getByRole('link', { name: 'Selin Aydın' }).first().click();
        await page
          .getByRole('heading', { name: 'Selin Aydın', level: 2 })
          .waitFor({ timeout: STEP_TIMEOUT_MS });
        await check('customer');
        await page.getByRole('tab', { name: texts.customer.tabs.ledger }).click();
        await check('customer-ledger');

        await section(texts.sections.traders, texts.traders.searchLabel);
        await page.locator('[data-testid^="trader-row-"]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
        await page
          .locator('[data-testid^="trader-row-"]')
          .first()
          .getByRole('button', { name: texts.traders.comments })
          .click();
        await check('traders');

        await section(texts.sections.robots, texts.robots.intro);
        await page.getByRole('switch').first().waitFor({ timeout: STEP_TIMEOUT_MS });
        await check('robots');

        await section(texts.sections.professional, texts.professional.intro);
        await page
          .locator('[data-testid^="professional-row-"]')
          .first()
          .waitFor({ timeout: STEP_TIMEOUT_MS });
        await check('professional');

        await section(texts.sections.documents, texts.publishing.intro);
        await page
          .getByRole('textbox', { name: texts.publishing.text })
          .waitFor({ timeout: STEP_TIMEOUT_MS });
        await check('publishing');

        await section(texts.sections.broadcast, texts.broadcast.intro);
        await page.getByRole('button', { name: texts.broadcast.submit }).click();
        await page.getByText(texts.broadcast.titleRequired).waitFor({ timeout: STEP_TIMEOUT_MS });
        await check('broadcast');

        await section(texts.sections.audit, texts.audit.who);
        await check('audit');

        await section(texts.sections.books, texts.books.intro);
        await page.getByTestId('trial-total').waitFor({ timeout: STEP_TIMEOUT_MS });
        await page.locator('[data-testid^="client-money-"]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
        await check('books');
      },
    );
  });
});
