// The Pozisyon tab: the trader's open positions, live. The socket carries only the customer's own
// positions, so this tab asks again every few seconds while it is shown (and only then: RTK Query
// stops polling when the tab unmounts).
import { tr } from '../../../i18n/tr-signed-in';
import { useGetTraderOrdersQuery, useGetTraderPositionsQuery } from '../api/traders-api';
import { TraderTrades } from './trader-trades';
import { Muted, Note } from './traders.styles';

/** How often the open positions of the trader are asked for while the tab is shown. */
export const TRADER_POSITIONS_POLL_MS = 5_000;

export function TraderPositionsTab({ traderId }: { traderId: string }) {
  const texts = tr.traders;
  const { data, isLoading, isError } = useGetTraderPositionsQuery(traderId, {
    pollingInterval: TRADER_POSITIONS_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  if (isLoading) return <Note>{texts.loading}</Note>;
  if (isError && !data) return <Note role="alert">{texts.loadFailed}</Note>;
  if (!data || data.length === 0) return <Note>{texts.noPositions}</Note>;
  return (
    <>
      <TraderTrades orders={data} kind="open" label={texts.tabs.positions} />
      <Muted>{texts.liveNote}</Muted>
    </>
  );
}

/** The Geçmiş İşlemler tab: the trader's closed trades, newest first as the server sends them. */
export function TraderHistoryTab({ traderId }: { traderId: string }) {
  const texts = tr.traders;
  const { data, isLoading, isError } = useGetTraderOrdersQuery(traderId);
  if (isLoading) return <Note>{texts.loading}</Note>;
  if (isError && !data) return <Note role="alert">{texts.loadFailed}</Note>;
  if (!data || data.length === 0) return <Note>{texts.noHistory}</Note>;
  return <TraderTrades orders={data} kind="closed" label={texts.tabs.history} />;
}
