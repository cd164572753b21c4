// The sample account the screen tests, the store test and the UI bench start from: the demo user
// with an untouched 10,000 USD account (no open positions, so no margin in use).
import type { AccountSummary, UserProfile } from '../../contract/entities';

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
    currency: 'USD',
    ...demoSummary(),
    ...overrides,
  };
}
