// The wallet's pure pieces: amounts, IBANs and holders as typed, reference codes, the simulated
// card provider, the per-transaction lock, the configuration, and the verification gate.
import { ConfigError } from '../../src/config';
import { KeyedLock } from '../../src/wallet/keyed-lock';
import { parseAmountCents, parseHolder, parseIban } from '../../src/wallet/money-input';
import { newReferenceCode, REFERENCE_PATTERN } from '../../src/wallet/reference-code';
import {
  CHECKOUTS_MAX,
  CHECKOUT_TTL_MS,
  expiryProblem,
  passesLuhn,
  SimulatedCheckouts,
  THREE_DS_CODE_TTL_MS,
} from '../../src/wallet/simulated-checkouts';
import { verificationStatusOf } from '../../src/wallet/verification-gate';
import { DEFAULT_WALLET_CONFIG, loadWalletConfig } from '../../src/wallet/wallet-config';
import { buildTestApp } from '../helpers/build-test-app';
import { registerAndLogin } from '../helpers/register-and-login';
import { turkishIban } from './wallet-test-kit';

const limits = { minCents: 10_00, maxCents: 1_000_00 };

describe('parseAmountCents', () => {
  it.each([
    [10, 1000],
    [10.5, 1050],
    [19.99, 1999],
    [0.1 + 0.2 + 9.7, 1000],
    [1000, 100_000],
  ])('reads %p as %p cents', (value, cents) => {
    expect(parseAmountCents(value, limits)).toEqual({ ok: true, value: cents });
  });

  it.each([
    [undefined, 'AMOUNT_REQUIRED'],
    [null, 'AMOUNT_REQUIRED'],
    ['100', 'AMOUNT_NOT_NUMBER'],
    [Number.NaN, 'AMOUNT_NOT_NUMBER'],
    [Number.POSITIVE_INFINITY, 'AMOUNT_NOT_NUMBER'],
    [true, 'AMOUNT_NOT_NUMBER'],
    [[100], 'AMOUNT_NOT_NUMBER'],
    [0, 'AMOUNT_NOT_POSITIVE'],
    [-0.01, 'AMOUNT_NOT_POSITIVE'],
    [10.001, 'AMOUNT_DECIMALS'],
    [10.005, 'AMOUNT_DECIMALS'],
    [9.99, 'AMOUNT_BELOW_MIN'],
    [1000.01, 'AMOUNT_ABOVE_MAX'],
    [1e20, 'AMOUNT_ABOVE_MAX'],
  ])('refuses %p as %s', (value, code) => {
    expect(parseAmountCents(value, limits)).toEqual({ ok: false, code });
  });
});

describe('parseIban and parseHolder', () => {
  it('normalizes a typed IBAN and names each problem', () => {
    const iban = turkishIban(5);
    expect(parseIban(iban.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual({ ok: true, value: iban });
    expect(parseIban(undefined)).toEqual({ ok: false, code: 'IBAN_REQUIRED' });
    expect(parseIban('GB82WEST12345698765432')).toEqual({ ok: false, code: 'IBAN_NOT_TURKISH' });
    expect(parseIban(`${iban}0`)).toEqual({ ok: false, code: 'IBAN_LENGTH' });
    expect(parseIban(`TR${iban.slice(2, 25)}Z`)).toEqual({ ok: false, code: 'IBAN_DIGITS' });
    expect(parseIban(`TR00${iban.slice(4)}`)).toEqual({ ok: false, code: 'IBAN_CHECKSUM' });
  });

  it('matches the holder case-, space- and Turkish-letter-insensitively, as banks write names', () => {
    const customer = { name: 'İsmail', surname: 'Işık' };
    expect(parseHolder('ismail ışık', customer)).toEqual({ ok: true, value: 'ismail ışık' });
    expect(parseHolder(' İSMAİL   IŞIK ', customer)).toEqual({ ok: true, value: 'İSMAİL IŞIK' });
    expect(parseHolder('ISMAIL ISIK', customer)).toEqual({ ok: true, value: 'ISMAIL ISIK' });
    expect(parseHolder('AYŞE KONTROL', { name: 'Ayse', surname: 'Kontrol' })).toEqual({
      ok: true,
      value: 'AYŞE KONTROL',
    });
    expect(parseHolder('Ismail Isikci', customer)).toEqual({ ok: false, code: 'HOLDER_MISMATCH' });
    expect(parseHolder('İsmail', customer)).toEqual({ ok: false, code: 'HOLDER_MISMATCH' });
    expect(parseHolder('  ', customer)).toEqual({ ok: false, code: 'HOLDER_REQUIRED' });
  });
});

describe('reference codes', () => {
  it('are human-typable and rarely repeat', () => {
    const codes = Array.from({ length: 2000 }, newReferenceCode);
    expect(codes.every((code) => REFERENCE_PATTERN.test(code))).toBe(true);
    expect(codes.some((code) => /[01OIL]/.test(code.slice(4)))).toBe(false);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});

describe('the simulated card provider', () => {
  const nowMs = Date.UTC(2026, 0, 5, 12);
  const card = { number: '4111 1111 1111 1111', holder: 'AYŞE YILMAZ', expiry: '01/26', cvc: '123' };

  it('checks Luhn and the expiry month', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(expiryProblem('01/26', nowMs)).toBeNull();
    expect(expiryProblem('12/25', nowMs)).toBe('CARD_EXPIRED');
    expect(expiryProblem('00/27', nowMs)).toBe('CARD_EXPIRY_INVALID');
    expect(expiryProblem('1/27', nowMs)).toBe('CARD_EXPIRY_INVALID');
  });

  it('issues a six-digit code for five minutes, kept only as a hash, and pays on it', () => {
    const checkouts = new SimulatedCheckouts();
    const checkout = checkouts.create(100_00, 'user-1', '/deposit', nowMs);
    expect(checkouts.submitCard(checkout, card, nowMs)).toBeNull();
    expect(checkout.demoCode).toMatch(/^\d{6}$/);
    expect(checkout.maskedCard).toBe('**** **** **** 1111');
    expect(checkout.codeExpiresAtMs).toBe(nowMs + THREE_DS_CODE_TTL_MS);
    expect(checkout.codeHash).not.toContain(checkout.demoCode ?? '-');
    const code = checkout.demoCode ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(checkouts.submitCode(checkout, wrong, nowMs)).toEqual({ kind: 'wrong', triesLeft: 2 });
    const paid = checkouts.submitCode(checkout, code, nowMs);
    expect(paid).toMatchObject({ kind: 'done', checkout: { status: 'succeeded', demoCode: null } });
    expect(checkouts.paymentOf(checkout.token ?? '', nowMs)).toBe(checkout);
    expect(checkouts.paymentOf(checkout.token ?? '', nowMs + CHECKOUT_TTL_MS)).toBeNull();
  });

  it('fails a checkout on the third wrong code or an expired one', () => {
    const checkouts = new SimulatedCheckouts(() => '123456');
    const thrice = checkouts.create(100_00, 'user-1', '/deposit', nowMs);
    checkouts.submitCard(thrice, card, nowMs);
    checkouts.submitCode(thrice, '000000', nowMs);
    checkouts.submitCode(thrice, '000000', nowMs);
    expect(checkouts.submitCode(thrice, '000000', nowMs)).toMatchObject({ checkout: { status: 'failed' } });
    const late = checkouts.create(100_00, 'user-1', '/deposit', nowMs);
    checkouts.submitCard(late, card, nowMs);
    expect(checkouts.submitCode(late, '123456', nowMs + THREE_DS_CODE_TTL_MS)).toMatchObject({
      checkout: { status: 'failed' },
    });
  });

  it('keeps at most its bound of checkouts, forgetting the oldest', () => {
    const checkouts = new SimulatedCheckouts();
    const first = checkouts.create(100_00, 'user-1', '/deposit', nowMs);
    for (let index = 0; index < CHECKOUTS_MAX; index += 1)
      checkouts.create(1_00, 'user-2', '/deposit', nowMs);
    expect(checkouts.find(first.id, nowMs)).toBeNull();
  });

  it.each([
    [{ number: '4111111111111112' }, 'CARD_NUMBER_INVALID'],
    [{ number: '41111' }, 'CARD_NUMBER_INVALID'],
    [{ holder: '' }, 'CARD_HOLDER_REQUIRED'],
    [{ expiry: '2027-01' }, 'CARD_EXPIRY_INVALID'],
    [{ cvc: '12a' }, 'CARD_CVC_INVALID'],
    [{ cvc: '12345' }, 'CARD_CVC_INVALID'],
  ])('refuses %j as %s', (change, code) => {
    const checkouts = new SimulatedCheckouts();
    const checkout = checkouts.create(100_00, 'user-1', '/deposit', nowMs);
    expect(checkouts.submitCard(checkout, { ...card, ...change }, nowMs)).toBe(code);
    expect(checkout.step).toBe('card');
  });
});

describe('KeyedLock', () => {
  it('runs work on one key one at a time and other keys meanwhile', async () => {
    const lock = new KeyedLock();
    const order: string[] = [];
    const step = (name: string, ms: number) => async () => {
      order.push(`${name}+`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      order.push(`${name}-`);
    };
    await Promise.all([
      lock.run('a', step('a1', 20)),
      lock.run('a', step('a2', 1)),
      lock.run('b', step('b1', 5)),
    ]);
    expect(order.indexOf('a2+')).toBeGreaterThan(order.indexOf('a1-'));
    expect(order.indexOf('b1+')).toBeLessThan(order.indexOf('a1-'));
  });

  it('lets the next holder run after a failure', async () => {
    const lock = new KeyedLock();
    await expect(lock.run('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(lock.run('k', () => Promise.resolve(7))).resolves.toBe(7);
  });
});

describe('loadWalletConfig', () => {
  it('answers the named defaults without variables', () => {
    expect(loadWalletConfig({})).toEqual(DEFAULT_WALLET_CONFIG);
  });

  it('reads limits in USD and broker accounts as JSON', () => {
    const iban = turkishIban(77, '00010');
    const config = loadWalletConfig({
      DEPOSIT_MIN_USD: '50',
      DEPOSIT_MAX_USD: '2500.50',
      WITHDRAWAL_MIN_USD: '20',
      BROKER_BANK_ACCOUNTS: JSON.stringify([
        { id: 'ziraat', bank: 'Ziraat', iban, holder: 'X A.Ş.', currency: 'TRY' },
      ]),
    });
    expect(config.deposit).toEqual({ minCents: 50_00, maxCents: 2500_50 });
    expect(config.withdrawal.minCents).toBe(20_00);
    expect(config.brokerAccounts).toEqual([
      { id: 'ziraat', bank: 'Ziraat', iban, holder: 'X A.Ş.', currency: 'TRY' },
    ]);
  });

  it.each([
    [{ DEPOSIT_MIN_USD: 'ten' }],
    [{ DEPOSIT_MIN_USD: '10.001' }],
    [{ WITHDRAWAL_MIN_USD: '0' }],
    [{ DEPOSIT_MIN_USD: '500', DEPOSIT_MAX_USD: '100' }],
    [{ BROKER_BANK_ACCOUNTS: '[' }],
    [{ BROKER_BANK_ACCOUNTS: '[]' }],
    [
      {
        BROKER_BANK_ACCOUNTS: JSON.stringify([
          { id: 'x', bank: 'B', iban: 'TR00', holder: 'H', currency: 'USD' },
        ]),
      },
    ],
  ])('stops at start on %j', (env) => {
    expect(() => loadWalletConfig(env)).toThrow(ConfigError);
  });
});

describe('verificationStatusOf', () => {
  it('answers unverified until the four documents are sent, verified once all are approved', async () => {
    const t = await buildTestApp();
    try {
      const user = await registerAndLogin(t.app);
      expect(await verificationStatusOf(t.db, user.userId)).toBe('unverified');
      const kinds = ['identity-front', 'identity-back', 'selfie', 'address'];
      for (const kind of kinds) {
        const [upload] = await t.db.query<{ id: string }>(
          `INSERT INTO uploads (user_id, stored_name, original_name, mime_type, size_bytes, created_at, kind)
           VALUES ($1, $2, 'a.png', 'image/png', 10, now(), $3) RETURNING id`,
          [user.userId, `${kind}-${user.userId}.png`, kind],
        );
        await t.db.query(
          `INSERT INTO verification_documents (user_id, kind, upload_id, status, created_at)
           VALUES ($1, $2, $3, 'approved', now())`,
          [user.userId, kind, upload.id],
        );
      }
      expect(await verificationStatusOf(t.db, user.userId)).toBe('verified');
    } finally {
      await t.close();
    }
  });
});
