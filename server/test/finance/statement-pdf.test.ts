// The statement PDF: its text, read back through the embedded font's ToUnicode map, holds the
// customer's name with its Turkish letters, the account, and the month's totals as /months gives
// them; the font is DejaVu Sans, embedded, and none of the standard 14 fonts is used.
import { createManualClock } from '../../src/clock';
import { centsText } from '../../src/finance/finance-money';
import { marketOrder } from '../trading/trading-test-kit';
import { buildFinanceApp, cents, type FinanceCustomer, type FinanceTestApp } from './finance-test-kit';
import { pdfText } from './pdf-text';

// "ff" is drawn as one ligature glyph, which the ToUnicode map writes as two letters in one spaced
// hex string (<0066 0066>): every run reads one back, not only those whose account id holds "ff".
const NAME = { name: 'Affan Çiğdem Işıl', surname: 'ÖĞÜTÇÜ ŞAHİN' };

describe('the statement PDF', () => {
  let t: FinanceTestApp;
  let customer: FinanceCustomer;

  beforeAll(async () => {
    t = await buildFinanceApp(createManualClock(Date.UTC(2026, 0, 5, 12, 0, 0)));
    customer = await t.customer(NAME);
    await t.trading.service.deposit(customer.realId, 2_500_00);
    const placed = await t.send(customer, 'POST', '/api/orders', marketOrder('EURUSD', 'Sell', 0.3));
    t.tick('EURUSD', 1.0817);
    await t.send(customer, 'PUT', '/api/orders/close', { id: (placed.body.data as { id: string }).id });
    await t.trading.service.whenPersisted();
  });

  afterAll(async () => {
    await t.close();
  });

  it('holds the name with Turkish letters, the account and the month’s totals', async () => {
    const file = await t.download(customer, '/api/finance/statements/2026-01?format=pdf');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="ekstre-2026-01.pdf"');
    expect(file.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { pieces, fonts } = pdfText(file.raw);
    expect(fonts.map((font) => font.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual([
      'DejaVuSans',
      'DejaVuSans-Bold',
    ]);
    expect(pieces).not.toContainEqual(expect.stringContaining('\uFFFD'));
    expect(pieces).toContain('Affan Çiğdem Işıl ÖĞÜTÇÜ ŞAHİN');
    expect(pieces).toContain(customer.realId);
    expect(pieces).toContain('Gerçek');
    expect(pieces).toContain('Aylık Hesap Ekstresi');
    for (const letter of 'ğüşıöçĞÜŞİÖÇ') expect(pieces.join(' ')).toContain(letter);

    const months = await t.send(customer, 'GET', '/api/finance/months');
    const [january] = months.body.data as { realized: number; closingBalance: number; deposits: number }[];
    expect(january.realized).not.toBe(0);
    const after = (label: string) => pieces[pieces.indexOf(label) + 1];
    expect(after('Yatırılan')).toBe('2500.00');
    expect(after('Gerçekleşen Kâr/Zarar')).toBe(centsText(cents(january.realized)));
    expect(after('Dönem Sonu Bakiye')).toBe(centsText(cents(january.closingBalance)));
    // The closed positions' total line ends with the month's realized profit.
    const total = pieces.lastIndexOf('Toplam');
    expect(pieces.slice(total + 1, total + 5)).toEqual([
      '0.30',
      '0.00',
      '0.00',
      centsText(cents(january.realized)),
    ]);
  });

  it('reads as a person reads it: DD.MM.YYYY dates, a readable account number, the broker and its licence, page numbers', async () => {
    const file = await t.download(customer, '/api/finance/statements/2026-01?format=pdf');
    const { pieces } = pdfText(file.raw);
    const all = pieces.join(' ');
    expect(all).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    expect(pieces).toContain('01.01.2026 – 31.01.2026');
    expect(pieces).toContainEqual(expect.stringMatching(/^05\.01\.2026 \d\d:\d\d:\d\d$/));
    const readable = customer.realId.replace(/-/g, '').slice(0, 12).toUpperCase().match(/.{4}/g)?.join(' ');
    expect(pieces[pieces.indexOf('Hesap No') + 1]).toBe(readable);
    expect(pieces[pieces.indexOf('Hesap Kimliği') + 1]).toBe(customer.realId);
    expect(pieces[pieces.indexOf('Aracı Kurum') + 1]).toBe('Kaldıraç');
    expect(all).toContain('Sermaye Piyasası Kurulu (SPK)');
    expect(pieces).toContain('Sayfa 1');
  });

  it('numbers every page of a long statement', async () => {
    const busy = await t.customer({ name: 'Uzun', surname: 'Ekstre' });
    await t.trading.service.deposit(busy.realId, 10_000_00);
    for (let index = 0; index < 60; index += 1) {
      const placed = await t.send(busy, 'POST', '/api/orders', marketOrder('EURUSD', 'Buy', 0.01));
      await t.send(busy, 'PUT', '/api/orders/close', { id: (placed.body.data as { id: string }).id });
    }
    await t.trading.service.whenPersisted();
    const { pieces } = pdfText((await t.download(busy, '/api/finance/statements/2026-01?format=pdf')).raw);
    const pages = pieces.filter((piece) => /^Sayfa \d+$/.test(piece));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages).toEqual(pages.map((_piece, index) => `Sayfa ${index + 1}`));
  }, 60_000);
});
