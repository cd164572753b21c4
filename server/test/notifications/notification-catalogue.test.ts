// What the bell says for the events other domains publish: robots, copy trading, verification, and
// the events that are nobody's news.
import type { DomainEvent, DomainEventBody } from '../../src/events/domain-events';
import { formatUsd, notificationOf } from '../../src/notifications/notification-catalogue';

const subject = { userId: 'u1', accountId: 'a1', atMs: 0, seq: 1 };
const of = (body: DomainEventBody) => notificationOf({ ...body, seq: 1 } as DomainEvent);

it.each<[string, DomainEventBody, string, string]>([
  [
    'a robot opening',
    {
      ...subject,
      type: 'robot.traded',
      robotId: 'r',
      robotName: 'Trend Avcısı',
      action: 'opened',
      orderId: '9',
      symbol: 'EURUSD',
      side: 'Sell',
      lots: 0.1,
    },
    'Robot İşlem Açtı',
    'Trend Avcısı robotu EURUSD 0.10 lot Satış pozisyon açtı.',
  ],
  [
    'a robot stopped at its daily loss limit',
    { ...subject, type: 'robot.stopped', robotId: 'r', robotName: 'Trend Avcısı', reason: 'dailyLossLimit' },
    'Robot Durduruldu',
    'Trend Avcısı robotu günlük zarar sınırına ulaştığı için durduruldu.',
  ],
  [
    'a copied close',
    {
      ...subject,
      type: 'copy.traded',
      copyId: 'c',
      traderId: 't',
      traderName: 'Deniz K.',
      action: 'closed',
      orderId: '9',
      symbol: 'XAUUSD',
      side: 'Buy',
      lots: 1,
    },
    'Kopya İşlem Kapandı',
    'Deniz K. kopyanızda XAUUSD 1.00 lot Alış pozisyon kapandı.',
  ],
  [
    'a copy stopped by its copy stop-loss',
    {
      ...subject,
      type: 'copy.stopped',
      copyId: 'c',
      traderId: 't',
      traderName: 'Deniz K.',
      equityUsd: 612.5,
    },
    'Kopyalama Durduruldu',
    'Deniz K. kopyanız, kopya zarar durdur seviyesine ulaştığı için durduruldu ve kopyalanan pozisyonlar kapatıldı. Kalan tutar: 612.50 USD.',
  ],
  [
    'a rejected document',
    {
      ...subject,
      accountId: null,
      type: 'verification.decided',
      documentId: 'd',
      kind: 'selfie',
      status: 'rejected',
      reason: 'Bulanık.',
      userStatus: 'rejected',
      decidedBy: 'o',
    },
    'Belge Reddedildi',
    'Kimliğinizle özçekim (selfie) reddedildi. Gerekçe: Bulanık. Lütfen belgeyi yeniden yükleyiniz.',
  ],
  [
    'a margin warning',
    { ...subject, type: 'account.marginWarning', marginPct: 87.5 },
    'Teminat Uyarısı',
    'Teminat seviyeniz %87.50 seviyesine düştü. %50’ye inerse pozisyonlarınız otomatik olarak kapatılır (stop-out).',
  ],
])('%s', (_label, event, title, text) => {
  expect(of(event)).toMatchObject({ title, text });
});

it('says nothing of ledger rows, edits, placed pending orders, manual closes or skipped copies', () => {
  expect(
    of({
      ...subject,
      type: 'ledger.posted',
      kind: 'deposit',
      amountCents: 1,
      balanceAfterCents: 1,
      orderId: null,
    }),
  ).toBeNull();
  expect(
    of({ ...subject, type: 'order.modified', orderId: '1', stopLoss: null, takeProfit: null }),
  ).toBeNull();
  expect(
    of({
      ...subject,
      type: 'copy.skipped',
      copyId: 'c',
      traderId: 't',
      traderName: 'D',
      traderOrderId: '1',
      symbol: 'X',
      reason: 'r',
    }),
  ).toBeNull();
});

it('writes money as the screens do, exactly: no thousands separator, a decimal point', () => {
  expect(formatUsd(250_000)).toBe('2500.00 USD');
  expect(formatUsd(123_456_789)).toBe('1234567.89 USD');
  expect(formatUsd(-5)).toBe('-0.05 USD');
  expect(formatUsd(0)).toBe('0.00 USD');
});

it('names the account in a notice about one, and in none that is about no account', () => {
  const closed: DomainEventBody = {
    ...subject,
    type: 'copy.stopped',
    copyId: 'c',
    traderId: 't',
    traderName: 'Deniz K.',
    equityUsd: 2500,
  };
  const event = { ...closed, seq: 1 } as DomainEvent;
  expect(notificationOf(event, 'practice')?.text).toMatch(
    /^Demo Hesap: Deniz K\. kopyanız.*Kalan tutar: 2500\.00 USD\.$/,
  );
  expect(notificationOf(event, 'real')?.text).toMatch(/^Gerçek Hesap: /);
  const verified = {
    ...subject,
    accountId: null,
    seq: 1,
    type: 'verification.decided',
    documentId: 'd',
    kind: 'selfie',
    status: 'approved',
    reason: null,
    userStatus: 'verified',
    decidedBy: 'o',
  } as DomainEvent;
  expect(notificationOf(verified, 'real')?.text).not.toMatch(/Hesap:/);
});
