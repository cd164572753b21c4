// What a screen needs to know about the live connection: its status, the seconds until the next
// reconnect, and whether the prices on screen are stale. Prices are pushed on every change while
// the socket is open, so they go stale only when it is down; past STALE_PRICE_AFTER_MS of outage
// they are greyed out. A one-second clock runs only while the socket is down.
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import type { ConnectionState, ConnectionStatus } from './connection-slice';

/** How old a price may get (the socket down) before it is shown as stale. */
export const STALE_PRICE_AFTER_MS = 3000;
const CLOCK_INTERVAL_MS = 1000;

export interface LiveConnection {
  status: ConnectionStatus;
  /** Whole seconds until the next reconnect; 0 while a try is under way. */
  secondsToRetry: number;
  pricesStale: boolean;
  /** True when orders must not be sent: the socket is down, so the ticket's price is not live. */
  ordersBlocked: boolean;
}

const selectConnection = (state: { connection: ConnectionState }) => state.connection;

export function useLiveConnection(): LiveConnection {
  const { status, downSinceMs, retryAtMs } = useSelector(selectConnection);
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (status !== 'down') return;
    setNowMs(Date.now());
    const timer = setInterval(() => setNowMs(Date.now()), CLOCK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [status, retryAtMs]);

  const down = status === 'down';
  return {
    status,
    secondsToRetry: down && retryAtMs !== null ? Math.max(0, Math.ceil((retryAtMs - nowMs) / 1000)) : 0,
    pricesStale: down && downSinceMs !== null && nowMs - downSinceMs >= STALE_PRICE_AFTER_MS,
    ordersBlocked: down,
  };
}
