// The samples the screen tests, the store test and the UI bench start from: the demo user with an
// untouched 10,000 USD account (no open positions, so no margin in use), and gold as a symbol.
import type { AccountSummary, SymbolInfo, UserProfile } from '../../contract/entities';

export function demoSummary(overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    balance: 10000,
    credit: 0,
    margin: 0,
    assets: 10000,
    marginFree: 10000,
    marginPct: 0,
    floating: 0,
    ...overrides,
  };
}

export function demoProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'u1',
    name: 'Demo',
    surname: 'Kullanıcı',
    email: 'demo@example.com',
    phone: '+905550000000',
    role: 'customer',
    accountId: 'a1',
    accountKind: 'real',
    currency: 'USD',
    ...demoSummary(),
    ...overrides,
  };
}

/** Gold against the dollar, open, as the catalogue lists it; override only what a test is about. */
export function goldSymbol(overrides: Partial<SymbolInfo> = {}): SymbolInfo {
  return {
    symbol: 'XAUUSD',
    desc: 'Altın / ABD Doları',
    catCode: 'emtia',
    isOpen: true,
    oTime: null,
    min: 0.01,
    max: 25,
    ask: 2001.5,
    bid: 2000.5,
    lvg: 100,
    contractSize: 100,
    calc: 0,
    currencyProfit: 'USD',
    chart: 'XAUUSD',
    digits: 2,
    dayOpen: 1990.5,
    dayHigh: 2010.25,
    dayLow: 1985.75,
    swapLong: -18,
    swapShort: 6,
    hours: 'forex',
    ...overrides,
  };
}
