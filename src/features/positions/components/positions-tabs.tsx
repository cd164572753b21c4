// The three lists under the tabs Pozisyonlar, Bekleyenler, Kapananlar. Shared by /transactions and the dashboard widget; the widget passes its own empty texts.
import { useId, useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Tabs, tabPanelProps } from '../../../ui/tabs';
import type { OrderListKind } from '../api/positions-api';
import { OrderList } from './order-list';
import { Section, Panel } from './positions-tabs.styles';

const TAB_ITEMS = [
  { value: 'open', label: tr.positions.open },
  { value: 'waiting', label: tr.positions.waiting },
  { value: 'closed', label: tr.positions.closed },
] as const satisfies readonly { value: OrderListKind; label: string }[];

export interface PositionsTabsProps {
  emptyTexts: Record<OrderListKind, string>;
  compact?: boolean;
}

export function PositionsTabs({ emptyTexts, compact = false }: PositionsTabsProps) {
  const idBase = useId();
  const [kind, setKind] = useState<OrderListKind>('open');
  return (
    <Section>
      <Tabs
        items={TAB_ITEMS}
        value={kind}
        onChange={setKind}
        ariaLabel={tr.positions.listsLabel}
        idBase={idBase}
      />
      <Panel {...tabPanelProps(idBase, kind)}>
        <OrderList key={kind} kind={kind} emptyText={emptyTexts[kind]} compact={compact} />
      </Panel>
    </Section>
  );
}
