// The category strip: the shared Tabs, scrolled smoothly so the selected tab sits in the middle,
// and draggable sideways (SPEC.md section 2).
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { MarketCategory } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr';
import { Tabs } from '../../../ui/tabs';
import { useDragScroll } from '../hooks/use-drag-scroll';
import { MARKET_TABS } from '../market-tabs-config';

const Strip = styled.div`
  user-select: none;
  [role='tablist'] {
    scroll-behavior: smooth;
  }
`;

const findTabList = (root: HTMLElement) => root.querySelector<HTMLElement>('[role="tablist"]');

/** Left scroll offset that puts `tab` in the middle of `strip`. */
export function centredScrollLeft(strip: HTMLElement, tab: HTMLElement): number {
  const offset = tab.offsetLeft - strip.offsetLeft;
  return Math.max(0, offset - (strip.clientWidth - tab.offsetWidth) / 2);
}

export interface MarketTabsProps {
  value: MarketCategory;
  onChange: (value: MarketCategory) => void;
  idBase: string;
}

export function MarketTabs({ value, onChange, idBase }: MarketTabsProps) {
  const root = useRef<HTMLDivElement>(null);
  useDragScroll(root, findTabList);

  useEffect(() => {
    const strip = root.current && findTabList(root.current);
    const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!strip || !tab || typeof strip.scrollTo !== 'function') return;
    strip.scrollTo({ left: centredScrollLeft(strip, tab), behavior: 'smooth' });
  }, [value]);

  return (
    <Strip ref={root}>
      <Tabs
        items={MARKET_TABS}
        value={value}
        onChange={onChange}
        ariaLabel={tr.market.tabsLabel}
        idBase={idBase}
      />
    </Strip>
  );
}
