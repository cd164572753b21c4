// The two CSV dialects of the finance downloads: the standard one (comma, decimal point) and the
// Excel-Turkish one (semicolon, decimal comma, the same BOM), which Turkish Excel opens into
// columns with numbers it can add up. Dates, references and texts stay as they are.
import { createManualClock } from '../../src/clock';
import { CSV_EXCEL_TR, CSV_STANDARD, csvLine } from '../../src/finance/csv-dialect';
import { buildFinanceApp, type FinanceTestApp } from './finance-test-kit';

describe('CSV dialects', () => {
  it('writes plain numbers with a decimal comma and separates by semicolons in Excel-Turkish', () => {
    const fields = ['Bakiye', '10000.00', '-0.35', '05.01.2026 12:00:00', 'Ad, Soyad', '1.08512'];
    expect(csvLine(fields, fields.length, CSV_STANDARD)).toBe(
      'Bakiye,10000.00,-0.35,05.01.2026 12:00:00,"Ad, Soyad",1.08512\r\n',
    );
    expect(csvLine(fields, fields.length, CSV_EXCEL_TR)).toBe(
      'Bakiye;10000,00;-0,35;05.01.2026 12:00:00;Ad, Soyad;1,08512\r\n',
    );
    expect(csvLine(['a;b', 'x"y'], 2, CSV_EXCEL_TR)).toBe('"a;b";"x""y"\r\n');
  });
});

describe('CSV dialects over HTTP', () => {
  let t: FinanceTestApp;
  beforeAll(async () => {
    t = await buildFinanceApp(createManualClock(Date.UTC(2026, 2, 20, 9, 0, 0)));
  }, 60_000);
  afterAll(() => t.close());

  it('offers the statement and the closed trades in the Excel-Turkish dialect beside the standard one', async () => {
    const customer = await t.customer();
    await t.trading.service.deposit(customer.realId, 250_000);
    const standard = await t.download(customer, '/api/finance/statements/2026-03');
    expect(standard.statusCode).toBe(200);
    expect(standard.headers['content-disposition']).toBe('attachment; filename="ekstre-2026-03.csv"');
    expect(standard.text).toContain(',2500.00');

    const excel = await t.download(customer, '/api/finance/statements/2026-03?dialect=excel-tr');
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toBe('attachment; filename="ekstre-2026-03-excel.csv"');
    expect(excel.raw.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(excel.text).toContain(';2500,00');
    expect(excel.text).not.toMatch(/\d\.\d\d(;|\r)/);

    const trades = await t.download(
      customer,
      '/api/finance/closed-trades.csv?from=2026-03-01&to=2026-03-20&dialect=excel-tr',
    );
    expect(trades.statusCode).toBe(200);
    expect(trades.headers['content-disposition']).toBe(
      'attachment; filename="kapanan-islemler-2026-03-01-2026-03-20-excel.csv"',
    );
    expect(trades.text.split('\r\n')[0]).toContain(';');
  });

  it('refuses a dialect it does not offer, in the envelope', async () => {
    const customer = await t.customer();
    const answer = await t.download(customer, '/api/finance/statements/2026-03?dialect=excel-de');
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ status: false });
  });
});
