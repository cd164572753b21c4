// Swiping the drawer with a finger: from the 20 px edge strip to open, on the drawer to close, by
// fling (>= 450 px/s) or by position. Fake timers drive performance.now(), so speeds are exact.
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { SwipeableDrawer } from './swipeable-drawer';

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <SwipeableDrawer
      open={open}
      widthPx={310}
      label="Kenar menü"
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
    >
      <a href="/robots">Robotlar</a>
    </SwipeableDrawer>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const drawer = () => screen.getByTestId('sidebar');
const at = (clientX: number) => ({ touches: [{ clientX, clientY: 300 }] });
const wait = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

/** Moves a finger on target through the x positions, `stepMs` apart, then lifts it. */
function swipe(target: Element, xs: number[], stepMs: number) {
  fireEvent.touchStart(target, at(xs[0]));
  for (const x of xs.slice(1)) {
    wait(stepMs);
    fireEvent.touchMove(target, at(x));
  }
  fireEvent.touchEnd(target, { touches: [] });
}

it('opens on a quick short flick from the edge strip (fling), though pulled under half-way', () => {
  renderWithProviders(<Harness />);
  expect(drawer()).toHaveAttribute('data-state', 'closed');
  // 5 -> 85 px in 80 ms: 1000 px/s, far above 450.
  swipe(screen.getByTestId('drawer-swipe-area'), [5, 25, 45, 65, 85], 20);
  expect(drawer()).toHaveAttribute('data-state', 'open');
  expect(document.body.style.overflow).toBe('hidden');
});

it('stays closed after a slow short pull, and opens after a slow pull past half-way', () => {
  renderWithProviders(<Harness />);
  // 5 -> 85 px in 800 ms: 100 px/s, 80 px shown of 310.
  swipe(screen.getByTestId('drawer-swipe-area'), [5, 25, 45, 65, 85], 200);
  expect(drawer()).toHaveAttribute('data-state', 'closed');
  swipe(screen.getByTestId('drawer-swipe-area'), [5, 60, 120, 180, 240], 200);
  expect(drawer()).toHaveAttribute('data-state', 'open');
});

it('follows the finger while dragging', () => {
  renderWithProviders(<Harness />);
  const strip = screen.getByTestId('drawer-swipe-area');
  fireEvent.touchStart(strip, at(10));
  wait(16);
  fireEvent.touchMove(strip, at(110));
  expect(drawer().style.transform).toBe('translateX(-210px)');
  fireEvent.touchEnd(strip, { touches: [] });
});

it('closes on a leftward fling on the open drawer, and ignores a vertical scroll', () => {
  renderWithProviders(<Harness initiallyOpen />);
  expect(drawer()).toHaveAttribute('data-state', 'open');
  // Mostly vertical: a scroll of the drawer's list, not a swipe.
  fireEvent.touchStart(drawer(), { touches: [{ clientX: 200, clientY: 100 }] });
  fireEvent.touchMove(drawer(), { touches: [{ clientX: 150, clientY: 300 }] });
  fireEvent.touchEnd(drawer(), { touches: [] });
  expect(drawer()).toHaveAttribute('data-state', 'open');
  swipe(drawer(), [280, 250, 220], 20);
  expect(drawer()).toHaveAttribute('data-state', 'closed');
  expect(document.body.style.overflow).toBe('');
});

it('offers no edge strip while open, and a tap inside the drawer does not close it', () => {
  renderWithProviders(<Harness initiallyOpen />);
  expect(screen.queryByTestId('drawer-swipe-area')).not.toBeInTheDocument();
  fireEvent.touchStart(screen.getByText('Robotlar'), at(100));
  fireEvent.touchEnd(screen.getByText('Robotlar'), { touches: [] });
  expect(drawer()).toHaveAttribute('data-state', 'open');
});

it('takes focus when it opens and closes on Escape', () => {
  renderWithProviders(<Harness initiallyOpen />);
  expect(drawer()).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(drawer()).toHaveAttribute('data-state', 'closed');
});
