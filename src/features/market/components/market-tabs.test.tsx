import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { MarketCategory } from '../../../../contract/entities';
import { renderWithProviders } from '../../../test/render-with-providers';
import { centredScrollLeft, MarketTabs } from './market-tabs';

// jsdom has no PointerEvent; a MouseEvent carrying the pointer fields is what the handlers read.
function pointer(type: string, target: Element | Window, clientX: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, button: 0 });
  Object.defineProperties(event, { pointerId: { value: 1 }, pointerType: { value: 'mouse' } });
  fireEvent(target, event);
}

function Harness() {
  const [value, setValue] = useState<MarketCategory>('emtia');
  return <MarketTabs value={value} onChange={setValue} idBase="tabs" />;
}

describe('MarketTabs', () => {
  it('fades the edge with hidden tabs, so the strip says it scrolls (issue 14, item 17)', () => {
    renderWithProviders(<Harness />);
    const list = screen.getByRole('tablist');
    const strip = list.parentElement as HTMLElement;
    expect(strip).toHaveAttribute('data-more-after', 'false');
    // jsdom lays nothing out: six tabs in a 300 px strip, 'Kripto' past the right edge.
    Object.defineProperties(list, { clientWidth: { value: 300 }, scrollWidth: { value: 620 } });
    fireEvent.scroll(list);
    expect(strip).toHaveAttribute('data-more-after', 'true');
    expect(strip).toHaveAttribute('data-more-before', 'false');
    list.scrollLeft = 320;
    fireEvent.scroll(list);
    expect(strip).toHaveAttribute('data-more-after', 'false');
    expect(strip).toHaveAttribute('data-more-before', 'true');
  });

  it('scrolls sideways while dragged, and a drag does not select the tab it ends on', () => {
    renderWithProviders(<Harness />);
    const strip = screen.getByRole('tablist');
    strip.scrollLeft = 100;
    const forex = screen.getByRole('tab', { name: 'Forex' });
    pointer('pointerdown', forex, 200);
    pointer('pointermove', window, 150);
    expect(strip.scrollLeft).toBe(150);
    pointer('pointermove', window, 260);
    expect(strip.scrollLeft).toBe(40);
    pointer('pointerup', window, 260);
    fireEvent.click(forex);
    expect(forex).toHaveAttribute('aria-selected', 'false');
    // A plain click (no drag) still selects.
    pointer('pointerdown', forex, 200);
    pointer('pointerup', window, 201);
    fireEvent.click(forex);
    expect(forex).toHaveAttribute('aria-selected', 'true');
  });

  it('centres a tab: its middle at the middle of the strip, never before the start', () => {
    const strip = { offsetLeft: 10, clientWidth: 300 } as HTMLElement;
    expect(centredScrollLeft(strip, { offsetLeft: 410, offsetWidth: 100 } as HTMLElement)).toBe(300);
    expect(centredScrollLeft(strip, { offsetLeft: 20, offsetWidth: 100 } as HTMLElement)).toBe(0);
  });
});
