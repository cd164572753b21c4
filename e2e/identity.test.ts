// Identity, notifications and two-factor sign-in against the real broker server, in Chromium: a new
// customer fills /information, uploads the four documents on /verification, the broker's operator
// approves them through the operator API and the page reads 'Doğrulandı'; an order's fill arrives
// live on the bell and is marked read; two-factor sign-in is turned on in /Settings and the next
// sign-in asks for the code, computed here from the secret (RFC 6238) with node:crypto.
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { nationalIdProblem } from '../contract/national-id';
import { OPERATOR_EMAIL, OPERATOR_PASSWORD } from '../server/src/demo/demo-seed';
import { tr } from '../src/i18n/tr-signed-in';
import { newCustomerPayload, sendApi } from './support/api';
import { useApp, VIEWPORTS } from './support/app';
import { confirmTrade } from './support/confirm';
import { waitOrDescribe } from './support/describe-page';

const STEP_TIMEOUT_MS = 15_000;
const SYMBOL = 'BTCUSD';
const TOTP_STEP_MS = 30_000;
/** A 1 × 1 PNG: the server reads the type from the first bytes (and an avatar's size from IHDR). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

jest.setTimeout(120_000);

async function tokenOf(baseUrl: string, identifier: string, password: string): Promise<string> {
  const answer = await sendApi<{ token: string }>(baseUrl, 'POST', '/users/login', { identifier, password });
  assert.ok(answer.data?.token, `login failed: ${answer.message}`);
  return answer.data.token;
}

/** A random T.C. Kimlik No with both check digits right, so runs never collide. */
function randomNationalId(): string {
  const digits = [
    1 + Math.floor(Math.random() * 9),
    ...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)),
  ];
  const odd = digits[0] + digits[2] + digits[4] + digits[6] + digits[8];
  const even = digits[1] + digits[3] + digits[5] + digits[7];
  digits.push((odd * 7 - even + 90) % 10);
  digits.push(digits.reduce((sum, digit) => sum + digit, 0) % 10);
  const id = digits.join('');
  assert.equal(nationalIdProblem(id), null);
  return id;
}

function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** RFC 6238: HMAC-SHA1 over the 30 s step counter, dynamic truncation, six digits. */
function totp(secret: string, atMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / TOTP_STEP_MS)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * The server takes each step's code once, so the sign-in needs a step after `usedAtMs`'s: the next
 * step's code, which the server already accepts (it takes the steps either side of its own, for
 * clock drift), or the current step's once the clock has passed that one. Waiting for the next
 * step to begin instead cost 15 s of a run on average, 30 s at worst.
 */
function codeOfNextStep(secret: string, usedAtMs: number): string {
  const nextStepMs = (Math.floor(usedAtMs / TOTP_STEP_MS) + 1) * TOTP_STEP_MS;
  return totp(secret, Math.max(nextStepMs, Date.now()));
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

describe('identity, notifications and two-factor sign-in', () => {
  const app = useApp();

  it('fills personal information, uploads the four documents and reads Doğrulandı once approved', async () => {
    if (!app.hasServer()) return;
    const customer = newCustomerPayload({
      emailPrefix: 'kimlik',
      name: 'Elif',
      surname: 'Kaya',
      password: 'Kimlik1234!',
    });
    const registered = await sendApi(app.baseUrl(), 'POST', '/users/register', customer);
    assert.ok(registered.status, `register failed: ${registered.message}`);
    const page = await app.open('/sign-in', { viewport: VIEWPORTS.desktop });
    await app.signIn(page, { identifier: customer.email, password: customer.password });

    // Personal information: a bad Kimlik No is refused in the form, a good one is saved.
    await page.goto('/information');
    const texts = tr.identity;
    await page.getByLabel(texts.birthDate).fill('1990-04-23');
    await page.getByLabel(texts.nationalId).fill('10000000147');
    await page.getByLabel(texts.address).fill('Bağdat Caddesi No: 5');
    await page.getByLabel(texts.city).fill('İstanbul');
    await page.getByRole('button', { name: texts.save }).click();
    await page.getByText(texts.errors.nationalIdCheck).waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.getByLabel(texts.nationalId).fill(randomNationalId());
    await page.getByRole('button', { name: texts.save }).click();
    await page.getByText(texts.saved).first().waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.reload();
    await page.getByLabel(texts.city).waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.waitForFunction(
      (label) =>
        [...document.querySelectorAll('label')].some(
          (node) => node.textContent?.startsWith(label) && node.querySelector('input')?.value === 'İstanbul',
        ),
      texts.city,
      { timeout: STEP_TIMEOUT_MS },
    );

    // The four documents, each by its own upload; the selfie must be an image.
    await page.goto('/Verification');
    const verification = texts.verification;
    await page.getByTestId('verification-status').waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await page.getByTestId('verification-status').textContent()).toBe(verification.status.unverified);
    for (const kind of ['identity-front', 'identity-back', 'selfie', 'address'] as const) {
      const card = region(page, verification.kinds[kind]);
      const file =
        kind === 'selfie'
          ? { name: 'selfie.png', mimeType: 'image/png', buffer: TINY_PNG }
          : { name: `${kind}.pdf`, mimeType: 'application/pdf', buffer: TINY_PDF };
      await card.getByLabel(verification.upload, { exact: true }).setInputFiles(file);
      await page
        .getByTestId(`status-${kind}`)
        .filter({ hasText: verification.docStatus.pending })
        .waitFor({ timeout: STEP_TIMEOUT_MS });
    }
    await page
      .getByTestId('verification-status')
      .filter({ hasText: verification.status.pending })
      .waitFor({ timeout: STEP_TIMEOUT_MS });

    // The broker approves all four through the operator API.
    const operator = await tokenOf(app.baseUrl(), OPERATOR_EMAIL, OPERATOR_PASSWORD);
    const customerToken = await tokenOf(app.baseUrl(), customer.email, customer.password);
    const state = await sendApi<{ documents: { id: string }[] }>(
      app.baseUrl(),
      'GET',
      '/users/verification',
      undefined,
      customerToken,
    );
    assert.equal(state.data?.documents.length, 4);
    for (const document of state.data?.documents ?? []) {
      const answer = await sendApi(
        app.baseUrl(),
        'POST',
        `/operator/verifications/${document.id}/approve`,
        undefined,
        operator,
      );
      assert.ok(answer.status, `approving ${document.id} failed: ${answer.message}`);
    }
    await page.reload();
    await page
      .getByTestId('verification-status')
      .filter({ hasText: verification.status.verified })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    for (const kind of ['identity-front', 'identity-back', 'selfie', 'address'])
      expect(await page.getByTestId(`status-${kind}`).textContent()).toBe(verification.docStatus.approved);
  });

  it('shows an order’s fill live on the bell and marks it read', async () => {
    if (!app.hasServer()) return;
    const customer = newCustomerPayload({
      emailPrefix: 'kimlik',
      name: 'Elif',
      surname: 'Kaya',
      password: 'Kimlik1234!',
    });
    const registered = await sendApi(app.baseUrl(), 'POST', '/users/register', customer);
    assert.ok(registered.status, `register failed: ${registered.message}`);
    const page = await app.open('/sign-in', { viewport: VIEWPORTS.desktop });
    await app.signIn(page, { identifier: customer.email, password: customer.password });
    const header = page.getByTestId('desktop-header');
    await header
      .getByRole('button', { name: tr.notifications.title, exact: true })
      .waitFor({ timeout: STEP_TIMEOUT_MS });

    await page.goto(`/order/${SYMBOL}`);
    await page.getByRole('form', { name: SYMBOL }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.getByPlaceholder(tr.order.amountPlaceholder).fill('0.01');
    await page
      .getByTestId('required-margin')
      .filter({ hasText: tr.app.currency })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.getByRole('button', { name: tr.market.buy, exact: true }).click();
    await confirmTrade(page);
    await page.waitForURL((url) => url.pathname === '/');

    // Live: the badge counts it without a reload.
    await header.getByTestId('unread-count').filter({ hasText: '1' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await header.getByRole('button', { name: /^Bildirimler/ }).click();
    const panel = page.getByRole('dialog', { name: tr.notifications.title });
    await waitOrDescribe(page, panel, STEP_TIMEOUT_MS);
    const item = panel.getByRole('listitem').filter({ hasText: 'Emir Gerçekleşti' });
    await waitOrDescribe(page, item, STEP_TIMEOUT_MS);
    expect(await item.textContent()).toMatch(/\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d/);
    await item.getByRole('button', { name: new RegExp(`^${tr.notifications.markRead}`) }).click();
    await item.getByText(tr.notifications.read, { exact: true }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await header.getByTestId('unread-count').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  });

  it('turns on two-factor sign-in and signs in with a code from the secret', async () => {
    if (!app.hasServer()) return;
    const customer = newCustomerPayload({
      emailPrefix: 'kimlik',
      name: 'Elif',
      surname: 'Kaya',
      password: 'Kimlik1234!',
    });
    const registered = await sendApi(app.baseUrl(), 'POST', '/users/register', customer);
    assert.ok(registered.status, `register failed: ${registered.message}`);
    const page = await app.open('/sign-in', { viewport: VIEWPORTS.desktop });
    await app.signIn(page, { identifier: customer.email, password: customer.password });

    await page.goto('/Settings');
    const texts = tr.settings;
    const box = region(page, texts.twoFactor);
    await box.getByRole('button', { name: texts.twoFactorStart }).click();
    const secret = ((await box.getByTestId('totp-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const enabledAtMs = Date.now();
    await box.getByLabel(texts.code).fill(totp(secret, enabledAtMs));
    await box.getByRole('button', { name: texts.confirm }).click();
    const codes = box.getByTestId('recovery-codes');
    await codes.waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await box.getByRole('button', { name: texts.done }).click();
    await box.getByText(texts.twoFactorOn).waitFor({ timeout: STEP_TIMEOUT_MS });

    // A fresh browser: the password alone is not enough, the code is asked for.
    const again = await app.open('/sign-in', { viewport: VIEWPORTS.phone });
    const signIn = tr.session.signIn;
    await again.getByLabel(signIn.identifier).fill(customer.email);
    await again.getByLabel(signIn.password).fill(customer.password);
    await again.getByRole('button', { name: signIn.submit }).click();
    const code = again.getByLabel(signIn.otp);
    await code.waitFor({ timeout: STEP_TIMEOUT_MS });
    await code.fill(codeOfNextStep(secret, enabledAtMs));
    await again.getByRole('button', { name: signIn.submit }).click();
    await again.waitForURL((url) => url.pathname === '/', { timeout: STEP_TIMEOUT_MS });
  });
});
