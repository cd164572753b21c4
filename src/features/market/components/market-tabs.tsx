// The category strip: the shared Tabs, scrolled smoothly so the selected tab sits in the middle,
// and draggable sideways (SPEC.md section 2). When the tabs overflow, the edge with more tabs
// behind it fades out, the usual hint that the strip scrolls (issue 14, item 17: 'Kripto' was
// hidden at 375, 1280 and 1920 px with nothing saying so). From md the tabs wrap, so all six show.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { MarketCategory } from '../../../../contract/entities';
import { tr } from '../../../i18n/tr-signed-in';
import { Tabs } from '../../../ui/tabs';
import { useDragScroll } from '../hooks/use-drag-scroll';
import { useOfferedMarketTabs } from '../hooks/use-offered-market-tabs';
import { Strip } from './market-tabs.styles';

/** Whether tabs hide before or after the visible part of the strip. */
function useOverflowEdges(root: RefObject<HTMLDivElement | null>) {
  const [edges, setEdges] = useState({ before: false, after: false });
  useEffect(() => {
    const list = root.current && findTabList(root.current);
    if (!list) return;
    const update = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setEdges((shown) => (shown.before === before && shown.after === after ? shown : { before, after }));
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resize?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [root]);
  return edges;
}

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
  const edges = useOverflowEdges(root);
  const offeredTabs = useOfferedMarketTabs();

  useEffect(() => {
    const strip = root.current && findTabList(root.current);
    const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!strip || !tab || typeof strip.scrollTo !== 'function') return;
    strip.scrollTo({ left: centredScrollLeft(strip, tab), behavior: 'smooth' });
  }, [value]);

  return (
    <Strip ref={root} data-more-before={edges.before} data-more-after={edges.after}>
      <Tabs
        items={offeredTabs}
        value={value}
        onChange={onChange}
        ariaLabel={tr.market.tabsLabel}
        idBase={idBase}
      />
    </Strip>
  );
}
