// The Sell/Buy pair, each showing its live price: bid for Sell, ask for Buy (SPEC.md section 2).
import type { OrderSide } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { formatPrice } from '../../../lib/format-number';
import { Tabs } from '../../../ui/tabs';
import { SideLabel } from './order-ticket.styles';

export interface SideTabsProps {
  side: OrderSide;
  ask: number | null;
  bid: number | null;
  digits?: number;
  /** True when the prices are stale (the live connection is down): they are greyed out. */
  stale?: boolean;
  onChange: (side: OrderSide) => void;
}

export function SideTabs({ side, ask, bid, digits, stale = false, onChange }: SideTabsProps) {
  const items = [
    {
      value: 'Sell' as const,
      label: (
        <SideLabel>
          {tr.market.sell}
          <small data-testid="ticket-bid" data-stale={stale} title={stale ? tr.live.stalePrice : undefined}>
            {bid === null ? tr.market.noPrice : formatPrice(bid, digits)}
          </small>
        </SideLabel>
      ),
    },
    {
      value: 'Buy' as const,
      label: (
        <SideLabel>
          {tr.market.buy}
          <small data-testid="ticket-ask" data-stale={stale} title={stale ? tr.live.stalePrice : undefined}>
            {ask === null ? tr.market.noPrice : formatPrice(ask, digits)}
          </small>
        </SideLabel>
      ),
    },
  ];
  return (
    <Tabs
      items={items}
      value={side}
      onChange={onChange}
      ariaLabel={tr.order.sidesLabel}
      stretch
      withPanels={false}
    />
  );
}
