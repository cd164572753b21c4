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

/** A side's tab: its name over the price it trades at, greyed and struck through while stale. */
function PriceSide({
  name,
  price,
  side,
  digits,
  stale,
}: {
  name: string;
  price: number | null;
  side: 'bid' | 'ask';
  digits?: number;
  stale: boolean;
}) {
  return (
    <SideLabel>
      {name}
      <small data-testid={`ticket-${side}`} data-stale={stale} title={stale ? tr.live.stalePrice : undefined}>
        {price === null ? tr.market.noPrice : formatPrice(price, digits)}
      </small>
    </SideLabel>
  );
}

export function SideTabs({ side, ask, bid, digits, stale = false, onChange }: SideTabsProps) {
  const items = [
    {
      value: 'Sell' as const,
      label: <PriceSide name={tr.market.sell} price={bid} side="bid" {...{ digits, stale }} />,
    },
    {
      value: 'Buy' as const,
      label: <PriceSide name={tr.market.buy} price={ask} side="ask" {...{ digits, stale }} />,
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
