// The broker's demo traders, made once on a fresh database (before trading loads its engine, so
// the back-filled orders' ids come before any live one). Each is a customer whose real account is
// driven by robots from the robots catalogue (the robots' runtime trades them live on the
// market-data bus; one trader holds the Bitcoin robot, so there are trades at weekends too), with
// a back-filled past: the same strategies walked over the candle history, written as closed orders
// and their ledger rows with past timestamps, so a fresh start already shows weeks of trades and
// figures computed from them like anyone's.
import { randomBytes } from 'node:crypto';
import type { CandleInterval } from '../../../contract/entities';
import { openAccounts, postLedgerBatch } from '../accounts/accounts-repository';
import { recordOnboardingDone } from '../compliance/onboarding-done';
import type { Clock } from '../clock';
import type { Database, Queryable } from '../db/database';
import { findInstrument } from '../engine/catalogue';
import type { CandleStore } from '../engine/candles';
import { usdPerPriceUnit } from '../robots/robot-backtest';
import { bindCatalogue, ROBOT_CATALOGUE, type CatalogueRobot } from '../robots/robot-catalogue';
import { insertInstance } from '../robots/robots-repository';
import { hashPassword } from '../users/password';
import { insertUser } from '../users/users-repository';
import { upsertTrader } from '../copy-trading/trader-repository';
import { insertPastOrders, pastLedgerEntries, type RobotTrade } from './past-orders';
import { pastTrades, type PastTrade } from './trader-backfill';

/** Each seeded trader starts with this on its real account. */
export const SEEDED_TRADER_DEPOSIT_CENTS = 10_000_00;
/** Money at work in one trade (lots × contract × price), USD: 2.5 times the deposit. */
const TRADE_NOTIONAL_USD = 25_000;
/** The deposit is dated this long before the first back-filled trade. */
const DEPOSIT_LEAD_MS = 86_400_000;
/** History bars read per size for the back-fill (the store keeps at most this many). */
const HISTORY_BARS_READ = 1_000;

interface SeededTrader {
  name: string;
  surname: string;
  bio: string;
  colour: string;
  robotIds: string[];
}

const SEEDED_TRADERS: readonly SeededTrader[] = [
  {
    name: 'Selin',
    surname: 'Aydın',
    bio: 'Kripto ve forex kırılımları. Bitcoin hafta sonu da işlem görür; stratejim 7/24 çalışır.',
    colour: '#f59e0b',
    robotIds: ['bitcoin-kirilim', 'euro-rsi'],
  },
  {
    name: 'Murat',
    surname: 'Çelik',
    bio: 'Altın ve S&P 500 üzerinde trend takibi. Zarar durdur her işlemde tanımlı.',
    colour: '#10b981',
    robotIds: ['altin-trend', 'sp500-macd'],
  },
  {
    name: 'Elif',
    surname: 'Şahin',
    bio: 'Kısa vadeli RSI dönüşleri: EUR/USD ve Apple.',
    colour: '#6366f1',
    robotIds: ['euro-rsi', 'apple-rsi'],
  },
  {
    name: 'Kerem',
    surname: 'Aksoy',
    bio: 'Borsa İstanbul’da THY trendleri, hafta sonları Bitcoin.',
    colour: '#ef4444',
    robotIds: ['thy-trend', 'bitcoin-kirilim'],
  },
  {
    name: 'Zeynep',
    surname: 'Arslan',
    bio: 'Çok piyasalı sepet: altın, Apple ve Bitcoin.',
    colour: '#0ea5e9',
    robotIds: ['altin-trend', 'apple-rsi', 'bitcoin-kirilim'],
  },
];

/** An avatar as an SVG data URL: the initials on the trader's colour. */
function avatarOf(trader: SeededTrader): string {
  const initials = `${trader.name[0]}${trader.surname[0]}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${trader.colour}"/>` +
    `<text x="48" y="60" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="#fff" ` +
    `text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Lots that put about TRADE_NOTIONAL_USD at work, on the 0.01 grid, within the symbol's bounds. */
export function seededLots(symbol: string): number {
  const instrument = findInstrument(symbol);
  if (!instrument) return 0.01;
  const notionalPerLot = usdPerPriceUnit(instrument, () => null) * instrument.priceStart;
  const lots = Math.floor((TRADE_NOTIONAL_USD / notionalPerLot) * 100) / 100;
  return Math.min(instrument.max, Math.max(instrument.min, lots));
}

const emailOf = (index: number): string => `trader${index + 1}@traders.example.com`;

/** Answers the seeded traders' user ids when made now, [] when the database has them already. */
export async function seedTraders(
  db: Database,
  clock: Clock,
  candles: Pick<CandleStore, 'query'>,
): Promise<string[]> {
  const existing = await db.query<{ count: number }>(
    'SELECT COUNT(*)::bigint AS count FROM trader_profiles WHERE seeded',
  );
  if (Number(existing[0]?.count ?? 0) > 0) return [];
  const robots = bindCatalogue(ROBOT_CATALOGUE);
  const walks = new Map<string, PastTrade[]>();
  const nowMs = clock.nowMs();
  // Nobody signs in as a seeded trader: the password is random and never shown.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  return db.transaction(async (tx) => {
    // Several shards' leaders build at once, each seeding: the first seeds, the others find it done.
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('demo.seed-traders'))");
    const seeded = await tx.query('SELECT 1 FROM trader_profiles WHERE seeded LIMIT 1');
    if (seeded.length > 0) return [];
    const ids: string[] = [];
    let nextOrderId = await firstFreeOrderId(tx);
    for (const [index, trader] of SEEDED_TRADERS.entries()) {
      const made = await seedOne(tx, trader, index, {
        robots,
        candles,
        walks,
        nowMs,
        passwordHash,
        nextOrderId,
      });
      nextOrderId = made.nextOrderId;
      ids.push(made.userId);
    }
    return ids;
  });
}

async function firstFreeOrderId(tx: Queryable): Promise<number> {
  const rows = await tx.query<{ max: number | null }>('SELECT MAX(id)::bigint AS max FROM orders');
  return Number(rows[0]?.max ?? 0) + 1;
}

interface SeedContext {
  robots: Map<string, CatalogueRobot>;
  candles: Pick<CandleStore, 'query'>;
  /** Each robot's walk over the history, made once: five traders share six robots eleven times. */
  walks: Map<string, PastTrade[]>;
  nowMs: number;
  passwordHash: string;
  nextOrderId: number;
}

/** The robot's past trades; the same robot walks the same history to the same trades for anyone. */
function walkOnce(robot: CatalogueRobot, lots: number, context: SeedContext): PastTrade[] {
  const done = context.walks.get(robot.entry.robotId);
  if (done) return done;
  const history = (interval: CandleInterval) =>
    context.candles.query(robot.entry.symbol, interval, HISTORY_BARS_READ);
  const trades = pastTrades(robot, history, lots, context.nowMs);
  context.walks.set(robot.entry.robotId, trades);
  return trades;
}

async function seedOne(
  tx: Queryable,
  trader: SeededTrader,
  index: number,
  context: SeedContext,
): Promise<{ userId: string; nextOrderId: number }> {
  const at = new Date(context.nowMs);
  const userId = await insertUser(tx, {
    name: trader.name,
    surname: trader.surname,
    email: emailOf(index),
    phone: `+9055510000${index + 10}`,
    passwordHash: context.passwordHash,
    at,
  });
  const { realId } = await openAccounts(tx, userId, at);
  await tx.query("UPDATE users SET preferred_account_kind = 'real' WHERE id = $1", [userId]);
  // Onboarded like the demo customer, so the drivers' real-account orders pass the jurisdiction.
  await recordOnboardingDone(tx, userId, at);
  const trades: RobotTrade[] = [];
  for (const robotId of trader.robotIds) {
    const robot = context.robots.get(robotId);
    if (!robot) continue;
    const lots = seededLots(robot.entry.symbol);
    for (const trade of walkOnce(robot, lots, context)) trades.push({ ...trade, robotId });
    await insertInstance(tx, {
      accountId: realId,
      robotId,
      userId,
      positionSize: lots,
      nowMs: context.nowMs,
    });
  }
  trades.sort((a, b) => a.closedAtMs - b.closedAtMs);
  const firstMs = trades.reduce((first, trade) => Math.min(first, trade.openedAtMs), context.nowMs);
  const deposit = { amountCents: SEEDED_TRADER_DEPOSIT_CENTS, at: new Date(firstMs - DEPOSIT_LEAD_MS) };
  await insertPastOrders(tx, { accountId: realId, userId }, context.nextOrderId, trades);
  await postLedgerBatch(tx, pastLedgerEntries(realId, deposit, context.nextOrderId, trades));
  const nextOrderId = context.nextOrderId + trades.length;
  await upsertTrader(
    tx,
    {
      userId,
      accountId: realId,
      displayName: `${trader.name} ${trader.surname}`,
      bio: trader.bio,
      imageUrl: avatarOf(trader),
      allowCopiers: true,
      seeded: true,
      hidden: false,
    },
    at,
  );
  return { userId, nextOrderId };
}
