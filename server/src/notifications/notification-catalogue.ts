// What the bell says for each domain event: a kind (stored, for filters later), a Turkish title and
// text from contract/server-texts.ts. Events that concern nobody's bell (a ledger row, a modified
// stop) answer null. A stop-out says so once per account (account.stoppedOut) rather than once per
// position it closed. Figures are written as every screen writes them ("2500.00 USD": no thousands
// separator, a decimal point), and a notice about an account starts with its name ("Gerçek Hesap:"),
// so a practice result is never read as real money.
import { serverTexts } from '../../../contract/server-texts';
import type { OrderSide } from '../../../contract/entities';
import type { AccountKind } from '../../../contract/wallet';
import { findInstrument } from '../engine/catalogue';
import type { DomainEvent, TransactionEventData } from '../events/domain-events';

const texts = serverTexts.notifications;

export interface NotificationContent {
  kind: string;
  title: string;
  text: string;
}

const DECIMALS = 2;
const fixed = (value: number): string => value.toFixed(DECIMALS);

/** Cents as "2500.00 USD" (exact: whole units and cents are taken apart as integers). */
export function formatUsd(cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / 100);
  const rest = Math.abs(cents) % 100;
  return `${cents < 0 ? '-' : ''}${whole}.${String(rest).padStart(2, '0')} USD`;
}
const signedUsd = (cents: number): string => (cents > 0 ? `+${formatUsd(cents)}` : formatUsd(cents));

/** "EURUSD 1.00 lot Alış" */
function describe(symbol: string, lots: number, side: OrderSide): string {
  return `${symbol} ${fixed(lots)} lot ${texts.sides[side] ?? side}`;
}

function transactionContent(
  transaction: TransactionEventData,
  status: 'approved' | 'rejected' | 'cancelled',
  reason: string | null,
): NotificationContent {
  const amount = formatUsd(transaction.amountCents);
  const why = reason?.trim() || texts.noReason;
  const deposit = transaction.type === 'deposit';
  const kind = `${transaction.type}.${status}`;
  if (status === 'approved') {
    const entry = deposit ? texts.depositApproved : texts.withdrawalApproved;
    return { kind, title: entry.title, text: entry.text(amount, transaction.reference) };
  }
  if (status === 'rejected') {
    const entry = deposit ? texts.depositRejected : texts.withdrawalRejected;
    return { kind, title: entry.title, text: entry.text(amount, transaction.reference, why) };
  }
  const entry = deposit ? texts.depositCancelled : texts.withdrawalCancelled;
  return { kind, title: entry.title, text: entry.text(amount, transaction.reference) };
}

/**
 * The bell's notification for `event`, or null. With `account` (the kind of the event's account),
 * the text starts with the account's name; the writer passes it once it has read the kind.
 */
export function notificationOf(
  event: DomainEvent,
  account: AccountKind | null = null,
): NotificationContent | null {
  const content = contentOf(event);
  if (!content || account === null || event.accountId === null) return content;
  return { ...content, text: texts.onAccount(serverTexts.accounts.kinds[account], content.text) };
}

function contentOf(event: DomainEvent): NotificationContent | null {
  switch (event.type) {
    case 'order.opened': {
      const { position } = event;
      const what = describe(position.symbol, position.lots, position.side);
      return {
        kind: 'order.filled',
        title: texts.orderFilled.title,
        text: texts.orderFilled.text(what, String(position.openPrice)),
      };
    }
    case 'order.triggered': {
      const { position } = event;
      const what = describe(position.symbol, position.lots, position.side);
      const kind = position.pendingKind ? texts.pendingKinds[position.pendingKind] : null;
      const price = String(position.openPrice);
      return {
        kind: 'order.triggered',
        title: texts.orderTriggered.title,
        text: kind
          ? texts.orderTriggered.kindText(what, kind, price)
          : texts.orderTriggered.text(what, price),
      };
    }
    case 'order.armed': {
      const { position } = event;
      const what = describe(position.symbol, position.lots, position.side);
      return {
        kind: 'order.armed',
        title: texts.orderArmed.title,
        text: texts.orderArmed.text(what, String(position.marketLimit), String(position.limitPrice)),
      };
    }
    case 'order.cancelled': {
      // The customer's own cancel and a fill refused for margin need no bell of their own here.
      const { position } = event;
      if (!position || (event.reason !== 'expired' && event.reason !== 'oco')) return null;
      const what = describe(position.symbol, position.lots, position.side);
      const kind = texts.pendingKinds[position.pendingKind ?? 'limit'];
      const entry = event.reason === 'expired' ? texts.orderExpired : texts.orderOcoCancelled;
      return { kind: `order.${event.reason}`, title: entry.title, text: entry.text(what, kind) };
    }
    case 'order.closed':
    case 'order.partiallyClosed': {
      if (event.reason !== 'stopLoss' && event.reason !== 'takeProfit') return null;
      const { close } = event;
      const trailing = event.reason === 'stopLoss' && close.trailingDistance !== undefined;
      const entry = trailing
        ? texts.trailingStop
        : event.reason === 'stopLoss'
          ? texts.stopLoss
          : texts.takeProfit;
      const what = describe(close.symbol, close.lots, close.side);
      return {
        kind: trailing ? 'order.trailingStop' : `order.${event.reason}`,
        title: entry.title,
        text: entry.text(what, String(close.closePrice), signedUsd(close.realizedCents)),
      };
    }
    case 'account.stoppedOut':
      return {
        kind: 'account.stopOut',
        title: texts.stopOut.title,
        text: texts.stopOut.text(event.closedOrderIds.length),
      };
    case 'account.marginWarning':
      return {
        kind: 'account.marginWarning',
        title: texts.marginWarning.title,
        text: texts.marginWarning.text(fixed(event.marginPct)),
      };
    case 'transaction.decided':
      // The customer's own cancel needs no bell; a cancel by anyone else does.
      if (event.status === 'cancelled' && event.decidedBy === event.userId) return null;
      return transactionContent(event.transaction, event.status, event.reason);
    case 'verification.decided':
      return verificationContent(event);
    case 'robot.traded': {
      const what = describe(event.symbol, event.lots, event.side);
      const entry = event.action === 'opened' ? texts.robotOpened : texts.robotClosed;
      return { kind: `robot.${event.action}`, title: entry.title, text: entry.text(event.robotName, what) };
    }
    case 'robot.stopped':
      return {
        kind: 'robot.stopped',
        title: texts.robotStopped.title,
        text: texts.robotStopped[event.reason](event.robotName),
      };
    case 'copy.traded': {
      const what = describe(event.symbol, event.lots, event.side);
      const entry = event.action === 'opened' ? texts.copyOpened : texts.copyClosed;
      return { kind: `copy.${event.action}`, title: entry.title, text: entry.text(event.traderName, what) };
    }
    case 'copy.skipped': {
      // A trader's open the copy could not follow; a restart's missed opens need no bell.
      const traders = serverTexts.traders;
      if (event.reason === 'UNDER_MIN_LOT')
        return {
          kind: 'copy.skipped',
          title: traders.copySkippedTitle,
          text: traders.copySkippedMinLot(event.traderName, event.symbol),
        };
      if (event.reason === 'INSUFFICIENT_MARGIN')
        return {
          kind: 'copy.skipped',
          title: traders.copySkippedTitle,
          text: traders.copySkippedMargin(event.traderName, event.symbol),
        };
      if (event.reason === 'MAX_OPEN_TRADES')
        return {
          kind: 'copy.skipped',
          title: traders.copySkippedTitle,
          text: traders.copySkippedMaxOpenTrades(event.traderName, event.symbol),
        };
      return null;
    }
    case 'copy.stopped':
      return {
        kind: 'copy.stopped',
        title: texts.copyStopped.title,
        text: texts.copyStopped.text(event.traderName, formatUsd(Math.round(event.equityUsd * 100))),
      };
    case 'alert.triggered':
      return alertContent(event);
    default:
      return null;
  }
}

/** Prices with the symbol's digits, as the customer sees them on the screen. */
function priceText(symbol: string, price: number): string {
  const digits = findInstrument(symbol)?.digits ?? 5;
  return price.toFixed(digits);
}

function alertContent(event: Extract<DomainEvent, { type: 'alert.triggered' }>): NotificationContent {
  const entry = texts.alertTriggered;
  return {
    kind: 'alert.triggered',
    title: entry.title,
    text: entry.text(
      event.symbol,
      entry.sides[event.side] ?? event.side,
      event.condition === 'above',
      priceText(event.symbol, event.price),
      priceText(event.symbol, event.quotePrice),
    ),
  };
}

function verificationContent(
  event: Extract<DomainEvent, { type: 'verification.decided' }>,
): NotificationContent {
  const kindName = serverTexts.identity.kinds[event.kind] ?? event.kind;
  if (event.status === 'rejected') {
    const why = event.reason?.trim() || texts.noReason;
    return {
      kind: 'verification.rejected',
      title: texts.documentRejected.title,
      text: texts.documentRejected.text(kindName, why),
    };
  }
  if (event.userStatus === 'verified')
    return { kind: 'verification.verified', title: texts.verified.title, text: texts.verified.text };
  return {
    kind: 'verification.approved',
    title: texts.documentApproved.title,
    text: texts.documentApproved.text(kindName),
  };
}
