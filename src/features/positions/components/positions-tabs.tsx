// The three lists under the tabs Pozisyonlar, Bekleyenler, Kapananlar. Shared by /transactions and the dashboard widget; the widget passes its own empty texts.
import { useId, useState } from 'react';
import styled from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';
import { Tabs, tabPanelProps } from '../../../ui/tabs';
import type { OrderListKind } from '../api/positions-api';
import { OrderList } from './order-list';

const TAB_ITEMS = [
  { value: 'open', label: tr.positions.open },
  { value: 'waiting', label: tr.positions.waiting },
  { value: 'closed', label: tr.positions.closed },
] as const satisfies readonly { value: OrderListKind; label: string }[];

// A column down to the list's scroll box, so in the widget's fixed-height card the box takes the
// height left under the tabs.
const Section = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
  & > :not([role='tabpanel']) {
    flex-shrink: 0;
  }
`;

const Panel = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
`;

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
