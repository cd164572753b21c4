// The live connection in the header (issue 14, item 15): a green dot and 'Canlı' while the socket
// is open; while it is down, the countdown to the next try (RECONNECT_DELAY_MS, 5 s). It is a
// polite live region, so a screen reader hears the drop and the recovery once each. It also marks
// the page while prices are stale, so every live price cell greys out through one CSS rule
// (global-style.ts) instead of each cell running a clock of its own.
import { useEffect } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { useLiveConnection } from '../../../socket/use-live-connection';
import { Root } from './connection-status.styles';

export function ConnectionStatus({ compact = false }: { compact?: boolean }) {
  const { status, secondsToRetry, pricesStale } = useLiveConnection();
  const down = status === 'down';
  useEffect(() => {
    document.body.dataset.pricesStale = String(pricesStale);
    return () => {
      delete document.body.dataset.pricesStale;
    };
  }, [pricesStale]);
  const text = !down
    ? status === 'open'
      ? tr.live.connected
      : tr.live.connecting
    : secondsToRetry > 0
      ? tr.live.reconnectingIn(secondsToRetry)
      : tr.live.reconnectingNow;
  return (
    <Root
      $down={down}
      role="status"
      aria-label={`${tr.live.statusLabel}: ${text}`}
      data-testid="connection-status"
      data-status={status}
      title={text}
    >
      {/* On a phone only an outage is spelled out; the dot says the rest. */}
      {(!compact || down) && text}
    </Root>
  );
}
