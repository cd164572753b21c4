// The profile's per-product switches (COPY_TRADING, CRYPTO_TRADING; docs/jurisdiction.md): whether
// the broker offers copy trading and crypto symbols at all. Both are on unless turned off; whether
// a broker's SPK licence covers them is a question for its counsel, not for the code. Off, an
// order on a crypto symbol is refused (every account, practice too: the product is not offered)
// and the copy-trading calls are refused except leaving or pausing a copy.
import type { ProductSwitches } from '../../../contract/compliance';
import { DomainError } from '../domain/domain-error';
import { INSTRUMENTS } from '../engine/catalogue';
import type { ComplianceConfig } from './compliance-config';
import type { ComplianceRefusalCode } from './compliance-refusals';

const CRYPTO_SYMBOLS: ReadonlySet<string> = new Set(
  INSTRUMENTS.filter((instrument) => instrument.category === 'crypto').map((instrument) => instrument.symbol),
);

export function productSwitchesOf(config: ComplianceConfig): ProductSwitches {
  return { copyTrading: config.copyTrading ?? true, crypto: config.crypto ?? true };
}

export function isCryptoSymbol(symbol: string): boolean {
  return CRYPTO_SYMBOLS.has(symbol);
}

/** Throws the refusal when crypto is off and `symbol` is a crypto symbol. */
export function checkProductOfSymbol(switches: ProductSwitches, symbol: string | undefined): void {
  if (!switches.crypto && symbol !== undefined && isCryptoSymbol(symbol))
    throw new DomainError<ComplianceRefusalCode>('PRODUCT_CRYPTO_OFF');
}

/** Routes of copy trading that stay open when it is off: a customer can always leave or pause. */
const COPY_ROUTES_ALWAYS_OPEN = ['/api/traders/unfollow/:id', '/api/traders/pause/:id'];

export function copyRouteAllowed(switches: ProductSwitches, routeUrl: string | undefined): boolean {
  return switches.copyTrading || COPY_ROUTES_ALWAYS_OPEN.includes(routeUrl ?? '');
}

export function copyTradingOff(): DomainError<ComplianceRefusalCode> {
  return new DomainError<ComplianceRefusalCode>('PRODUCT_COPY_TRADING_OFF');
}
