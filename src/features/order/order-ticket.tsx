// The order ticket for one symbol (SPEC.md sections 2 and 4), used by /order/{symbol} and the
// dashboard. It appears 1 s after load; until the symbol (and, for calc 1 and 2, its conversion
// symbol) has a price it says 'Veri Bulunamadi', and until the account figures arrive
// 'Yukleniyor...'. A symbol the loaded list does not know sends the user to /.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { OrderSide } from '../../../contract/entities';
import { conversionSymbolFor } from '../../../contract/margin';
import { useAppSelector } from '../../app/hooks';
import { tr } from '../../i18n/tr-signed-in';
import { selectQuote, selectSymbol, selectSymbolsStatus, useGetSymbolsQuery } from '../market';
import { selectAccountReady } from '../session';
import { useRevealAfter } from './hooks/use-reveal-after';
import { Card, Notice } from './components/order-ticket.styles';
import { TicketForm } from './components/ticket-form';

/** SPEC.md section 2: "The order ticket list appears 1 s after load." */
export const TICKET_REVEAL_DELAY_MS = 1000;

export interface OrderTicketProps {
  symbol: string;
  /** The side chosen before opening the ticket (e.g. the Al or Sat button on /trade). */
  action?: OrderSide;
  /** Tests shorten the reveal delay; the app always uses the spec's 1 s. */
  revealDelayMs?: number;
}

export function OrderTicket({ symbol, action, revealDelayMs = TICKET_REVEAL_DELAY_MS }: OrderTicketProps) {
  useGetSymbolsQuery();
  const navigate = useNavigate();
  const status = useAppSelector(selectSymbolsStatus);
  const info = useAppSelector(selectSymbol(symbol));
  const quote = useAppSelector(selectQuote(symbol));
  const conversion = info ? conversionSymbolFor(info.calc, info.currencyProfit) : null;
  const conversionQuote = useAppSelector(selectQuote(conversion ?? ''));
  const accountReady = useAppSelector(selectAccountReady);
  const revealed = useRevealAfter(revealDelayMs);

  const unknown = status === 'loaded' && !info;
  useEffect(() => {
    if (unknown) navigate('/', { replace: true });
  }, [unknown, navigate]);

  if (unknown) return null;
  if (!revealed) return <Card aria-busy="true" data-testid="order-ticket-pending" />;
  if (!info || !quote || (conversion !== null && !conversionQuote)) {
    return (
      <Card>
        <Notice>{tr.order.noData}</Notice>
      </Card>
    );
  }
  if (!accountReady) {
    return (
      <Card>
        <Notice>{tr.order.accountLoading}</Notice>
      </Card>
    );
  }
  return <TicketForm key={`${symbol}-${action ?? 'Buy'}`} info={info} initialSide={action ?? 'Buy'} />;
}
