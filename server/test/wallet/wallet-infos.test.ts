// The calls a money screen reads before it sends anything: the broker's receiving accounts, the
// banks, the amount limits, and the customer's saved withdrawal accounts.
import { serverTexts } from '../../../contract/server-texts';
import { isValidTurkishIban } from '../../../contract/iban';
import type { BankInfo, BrokerBankAccount, MoneyLimits, SavedBankAccount } from '../../../contract/wallet';
import { BROKER_ACCOUNT_HOLDER } from '../../src/wallet/wallet-config';
import { SAVED_BANKS_MAX } from '../../src/wallet/wallet-refusals';
import { CUSTOMER_NAME, turkishIban, useWalletApp } from './wallet-test-kit';

const texts = serverTexts.wallet;
const holder = `${CUSTOMER_NAME.name} ${CUSTOMER_NAME.surname}`;

describe('wallet infos and saved banks', () => {
  const t = useWalletApp();

  it('refuses every call without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/infos/accounts'],
      ['GET', '/api/infos/list'],
      ['GET', '/api/trans/limits'],
      ['GET', '/api/trans/all'],
      ['POST', '/api/trans'],
      ['GET', '/api/users/banks'],
    ] as const) {
      const answer = await t.send(null, method, url, method === 'POST' ? {} : undefined);
      expect([method, url, answer.statusCode]).toEqual([method, url, 401]);
    }
  });

  it('lists two broker accounts with valid IBANs in the broker’s name', async () => {
    const customer = await t.customer();
    const answer = await t.send(customer, 'GET', '/api/infos/accounts');
    expect(answer.statusCode).toBe(200);
    const accounts = answer.body.data as BrokerBankAccount[];
    expect(accounts).toHaveLength(2);
    for (const account of accounts) {
      expect(isValidTurkishIban(account.iban)).toBe(true);
      expect(account.holder).toBe(BROKER_ACCOUNT_HOLDER);
      expect(Object.keys(account).sort()).toEqual(['bank', 'currency', 'holder', 'iban', 'id']);
    }
    expect(new Set(accounts.map((account) => account.id)).size).toBe(2);
  });

  it('lists Turkish banks with their five-digit codes', async () => {
    const customer = await t.customer();
    const banks = (await t.send(customer, 'GET', '/api/infos/list')).body.data as BankInfo[];
    const byCode = new Map(banks.map((bank) => [bank.code, bank.name]));
    for (const code of ['00010', '00012', '00015', '00046', '00062', '00064', '00067', '00111', '00134']) {
      expect(byCode.has(code)).toBe(true);
    }
    expect(banks.every((bank) => /^\d{5}$/.test(bank.code))).toBe(true);
  });

  it('answers the limits in USD', async () => {
    const customer = await t.customer();
    const limits = (await t.send(customer, 'GET', '/api/trans/limits')).body.data as MoneyLimits;
    expect(limits).toEqual({ depositMin: 10, depositMax: 100_000, withdrawalMin: 10, withdrawalMax: 50_000 });
  });

  it('saves, lists and deletes a withdrawal account, formatted and with its bank', async () => {
    const customer = await t.customer();
    const iban = turkishIban(1, '00062');
    const typed = iban.toLowerCase().replace(/(.{4})/g, '$1 ');
    const saved = await t.send(customer, 'POST', '/api/users/banks', {
      iban: typed,
      holder: '  ayşe   YILMAZ ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.message).toBe(texts.bankSaved);
    const account = saved.body.data as SavedBankAccount;
    expect(account.iban).toBe(iban.replace(/(.{4})(?=.)/g, '$1 '));
    expect(account).toMatchObject({ holder: 'ayşe YILMAZ', bankCode: '00062', bankName: 'Garanti BBVA' });

    const listed = (await t.send(customer, 'GET', '/api/users/banks')).body.data as SavedBankAccount[];
    expect(listed).toEqual([account]);

    const again = await t.send(customer, 'POST', '/api/users/banks', { iban, holder });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe(texts.bankExists);

    const other = await t.customer();
    expect((await t.send(other, 'DELETE', `/api/users/banks/${account.id}`)).statusCode).toBe(404);
    expect((await t.send(other, 'GET', '/api/users/banks')).body.data).toEqual([]);

    const removed = await t.send(customer, 'DELETE', `/api/users/banks/${account.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await t.send(customer, 'GET', '/api/users/banks')).body.data).toEqual([]);
    expect((await t.send(customer, 'DELETE', `/api/users/banks/${account.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ iban: '', holder }, texts.ibanRequired],
    [{ iban: 'DE89370400440532013000', holder }, texts.ibanNotTurkish],
    [{ iban: 'TR12 0006 2000', holder }, texts.ibanLength],
    [{ iban: 'TR12000620000000000000000A', holder }, texts.ibanDigits],
    [{ iban: 'TR000006200000000000000001', holder }, texts.ibanChecksum],
    [{ iban: turkishIban(2), holder: '' }, texts.holderRequired],
    [{ iban: turkishIban(2), holder: 'Mehmet Yılmaz' }, texts.holderMismatch],
    [{ iban: turkishIban(2), holder: 'Ayse Yilmazer' }, texts.holderMismatch],
    [{ iban: turkishIban(2) }, serverTexts.validation.required('Hesap sahibi')],
    [{ iban: turkishIban(2), holder, extra: 1 }, serverTexts.validation.unknownField('extra')],
  ])('refuses saving %j with a Turkish message', async (payload, message) => {
    const customer = await t.customer();
    const answer = await t.send(customer, 'POST', '/api/users/banks', payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toMatchObject({ status: false, message, code: 'VALIDATION' });
    expect((await t.send(customer, 'GET', '/api/users/banks')).body.data).toEqual([]);
  });

  it('saves the holder as the bank writes it, without Turkish letters', async () => {
    const customer = await t.customer();
    const saved = await t.send(customer, 'POST', '/api/users/banks', {
      iban: turkishIban(3),
      holder: 'AYSE YILMAZ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toMatchObject({ holder: 'AYSE YILMAZ' });
  });

  it(`keeps at most ${SAVED_BANKS_MAX} saved accounts`, async () => {
    const customer = await t.customer();
    const saves = await Promise.all(
      Array.from({ length: SAVED_BANKS_MAX + 3 }, (_, index) =>
        t.send(customer, 'POST', '/api/users/banks', { iban: turkishIban(100 + index), holder }),
      ),
    );
    expect(saves.filter((answer) => answer.statusCode === 200)).toHaveLength(SAVED_BANKS_MAX);
    expect(saves.filter((answer) => answer.statusCode === 422)).toHaveLength(3);
    expect((await t.send(customer, 'GET', '/api/users/banks')).body.data).toHaveLength(SAVED_BANKS_MAX);
  });
});
