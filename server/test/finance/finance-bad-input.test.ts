// Bad input to /api/finance/* is refused with 400 (404 for a month before the account existed) and
// a Turkish message before anything is read; no token is 401.
import { serverTexts } from '../../../contract/server-texts';
import { createManualClock } from '../../src/clock';
import { buildFinanceApp, type FinanceCustomer, type FinanceTestApp } from './finance-test-kit';

const texts = serverTexts.finance;

describe('finance bad input', () => {
  let t: FinanceTestApp;
  let customer: FinanceCustomer;

  beforeAll(async () => {
    // Thursday 15 January 2026, 12:00 in Istanbul.
    t = await buildFinanceApp(createManualClock(Date.UTC(2026, 0, 15, 9, 0, 0)));
    customer = await t.customer();
  });

  afterAll(async () => {
    await t.close();
  });

  const rangeCases: [string, string, number, string][] = [
    ['a day that does not exist', '?from=2026-02-30', 400, texts.dateInvalid],
    ['a day in another format', '?from=15.01.2026', 400, texts.dateInvalid],
    ['a month instead of a day', '?to=2026-01', 400, texts.dateInvalid],
    ['an empty day', '?from=', 400, texts.dateInvalid],
    ['too long a text', '?from=2026-01-015', 400, texts.dateInvalid],
    ['from after to', '?from=2026-01-10&to=2026-01-09', 400, texts.rangeReversed],
    ['from in the future', '?from=2026-01-16', 400, texts.dateFuture],
    ['more than three years', '?from=2023-01-14&to=2026-01-15', 400, texts.rangeTooLong(3)],
    ['an unknown parameter', '?days=30', 400, serverTexts.validation.unknownField('days')],
  ];

  for (const path of ['/api/finance/equity', '/api/finance/closed-trades.csv']) {
    it.each(rangeCases)(`${path}: %s → %i`, async (_name, query, status, message) => {
      const answer = await t.send(customer, 'GET', `${path}${query}`);
      expect(answer.statusCode).toBe(status);
      expect(answer.body).toEqual({ status: false, message, code: 'VALIDATION' });
    });

    it(`${path}: exactly three years is accepted`, async () => {
      expect((await t.download(customer, `${path}?from=2023-01-15&to=2026-01-15`)).statusCode).toBe(200);
    });

    it(`${path}: no token → 401`, async () => {
      expect((await t.send(null, 'GET', path)).statusCode).toBe(401);
    });
  }

  const statementCases: [string, string, number, string, string][] = [
    ['a month 13', '/api/finance/statements/2026-13', 400, texts.monthInvalid, 'VALIDATION'],
    ['a day instead of a month', '/api/finance/statements/2026-01-01', 400, texts.monthInvalid, 'VALIDATION'],
    ['a month without its zero', '/api/finance/statements/2026-1', 400, texts.monthInvalid, 'VALIDATION'],
    ['a future month', '/api/finance/statements/2026-02', 400, texts.monthFuture, 'VALIDATION'],
    ['a month before the account', '/api/finance/statements/2025-12', 404, texts.monthUnknown, 'NOT_FOUND'],
    ['another format', '/api/finance/statements/2026-01?format=xlsx', 400, texts.formatInvalid, 'VALIDATION'],
    ['an empty format', '/api/finance/statements/2026-01?format=', 400, texts.formatInvalid, 'VALIDATION'],
  ];

  it.each(statementCases)('statement: %s → %i', async (_name, url, status, message, code) => {
    const answer = await t.send(customer, 'GET', url);
    expect(answer.statusCode).toBe(status);
    expect(answer.body).toEqual({ status: false, message, code });
  });

  it('/api/finance/months takes no query', async () => {
    const answer = await t.send(customer, 'GET', '/api/finance/months?month=2026-01');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe(serverTexts.validation.unknownField('month'));
  });

  it('the OpenAPI document describes the four calls and their downloads', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const document = answer.json() as {
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/finance/'))).toEqual([
      '/api/finance/equity',
      '/api/finance/months',
      '/api/finance/statements/{month}',
      '/api/finance/closed-trades.csv',
    ]);
    const statement = document.paths['/api/finance/statements/{month}'].get.responses['200'];
    expect(Object.keys(statement.content ?? {})).toEqual(['text/csv; charset=utf-8', 'application/pdf']);
  });

  it('a new account’s months: the current month alone, at zero', async () => {
    const answer = await t.send(customer, 'GET', '/api/finance/months');
    expect(answer.body.data).toEqual([
      {
        month: '2026-01',
        openingBalance: 0,
        deposits: 0,
        withdrawals: 0,
        realized: 0,
        swap: 0,
        commission: 0,
        other: 0,
        closingBalance: 0,
        closedTrades: 0,
      },
    ]);
    expect((await t.download(customer, '/api/finance/statements/2026-01?format=pdf')).statusCode).toBe(200);
  });
});
