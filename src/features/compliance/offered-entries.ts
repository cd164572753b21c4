// Which entry points the broker's profile offers (issue 21, per-product switches): copy trading's
// page when copy trading is on, the crypto page when crypto is on. Navigation lists pass through
// this, so a product that is off leaves no link behind.
import type { ProductSwitches } from '../../../contract/compliance';

const COPY_TRADING_PATHS: readonly string[] = ['/traders'];
const CRYPTO_PATHS: readonly string[] = ['/nft'];

export function isOffered(path: string, products: ProductSwitches): boolean {
  const lower = path.toLowerCase();
  if (!products.copyTrading && COPY_TRADING_PATHS.includes(lower)) return false;
  if (!products.crypto && CRYPTO_PATHS.includes(lower)) return false;
  return true;
}

export function offeredEntries<T extends { to: string }>(
  items: readonly T[],
  products: ProductSwitches,
): readonly T[] {
  return items.every((item) => isOffered(item.to, products))
    ? items
    : items.filter((item) => isOffered(item.to, products));
}
