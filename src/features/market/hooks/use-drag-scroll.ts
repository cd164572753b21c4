// Lets a horizontally overflowing strip be dragged sideways with a mouse or pen (touch already
// scrolls natively). A drag longer than DRAG_CLICK_SLOP_PX swallows the click that ends it, so
// dragging across a tab does not select it.
import { useEffect, type RefObject } from 'react';

const DRAG_CLICK_SLOP_PX = 5;

export function useDragScroll(
  ref: RefObject<HTMLElement | null>,
  findStrip: (root: HTMLElement) => HTMLElement | null,
) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let startX = 0;
    let startScroll = 0;
    let pointerId: number | null = null;
    let dragged = false;

    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      const strip = findStrip(root);
      if (!strip) return;
      pointerId = event.pointerId;
      startX = event.clientX;
      startScroll = strip.scrollLeft;
      dragged = false;
    };
    const onMove = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      const strip = findStrip(root);
      if (!strip) return;
      const dx = event.clientX - startX;
      if (Math.abs(dx) > DRAG_CLICK_SLOP_PX) dragged = true;
      if (dragged) strip.scrollLeft = startScroll - dx;
    };
    const onUp = (event: PointerEvent) => {
      if (event.pointerId === pointerId) pointerId = null;
    };
    const onClick = (event: MouseEvent) => {
      if (!dragged) return;
      dragged = false;
      event.stopPropagation();
      event.preventDefault();
    };
    root.addEventListener('pointerdown', onDown);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    root.addEventListener('click', onClick, true);
    return () => {
      root.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      root.removeEventListener('click', onClick, true);
    };
  }, [ref, findStrip]);
}
