// The alert form's rules, pure: the level must be a number above zero (the server refuses the rest
// in Turkish too), and the level offered first is the live price of the chosen side, so the
// customer moves it from where the market is.
import type { AlertSide, CreateAlertRequest } from '../../../contract/alerts';

export interface AlertDraft {
  symbol: string;
  side: AlertSide;
  condition: CreateAlertRequest['condition'];
  /** As typed. */
  price: string;
  note: string;
}

/** The level as a number, or null when it is not one above zero. */
export function levelOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const level = Number(trimmed);
  return Number.isFinite(level) && level > 0 ? level : null;
}

export function requestOf(draft: AlertDraft): CreateAlertRequest | null {
  const price = levelOf(draft.price);
  if (price === null) return null;
  const note = draft.note.trim();
  return {
    symbol: draft.symbol,
    side: draft.side,
    condition: draft.condition,
    price,
    ...(note ? { note } : {}),
  };
}

/** The live price of the side as the form's first level, with the symbol's digits. */
export function startingLevel(
  quote: { bid: number; ask: number } | undefined,
  side: AlertSide,
  digits: number,
): string {
  if (!quote) return '';
  return (side === 'bid' ? quote.bid : quote.ask).toFixed(digits);
}
