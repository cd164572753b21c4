// Touch handling of the temporary sidebar drawer: a swipe from the 20 px edge strip pulls it open,
// a swipe on the open drawer or its backdrop pushes it closed; the drawer follows the finger and
// settles by fling velocity (450 px/s) or position. Touch events rather than pointer events: mouse
// users have the menu toggle, and touch events let a vertical scroll go on untouched.
import { useRef, useState, type TouchEvent } from 'react';
import {
  DIRECTION_LOCK_PX,
  dragOffsetPx as offsetFor,
  settlesOpen,
  velocityPxPerS,
  type SwipeSample,
} from '../swipe-gesture';

interface Gesture {
  startX: number;
  startY: number;
  startOffsetPx: number;
  /** null until the finger has moved enough to tell a swipe from a scroll. */
  horizontal: boolean | null;
  samples: SwipeSample[];
}

export interface SwipeDrawerOptions {
  open: boolean;
  widthPx: number;
  onOpen: () => void;
  onClose: () => void;
}

export interface TouchHandlers {
  onTouchStart: (event: TouchEvent) => void;
  onTouchMove: (event: TouchEvent) => void;
  onTouchEnd: () => void;
  onTouchCancel: () => void;
}

const now = () => performance.now();

export function useSwipeDrawer({ open, widthPx, onOpen, onClose }: SwipeDrawerOptions) {
  const gesture = useRef<Gesture | null>(null);
  /** How much of the drawer shows while a finger drags it; null when nothing drags. */
  const [draggedOffsetPx, setDraggedOffsetPx] = useState<number | null>(null);

  function start(event: TouchEvent, startOffsetPx: number) {
    const touch = event.touches[0];
    if (!touch) return;
    gesture.current = {
      startX: touch.clientX,
      startY: touch.clientY,
      startOffsetPx,
      horizontal: null,
      samples: [{ x: touch.clientX, timeMs: now() }],
    };
  }

  function move(event: TouchEvent) {
    const current = gesture.current;
    const touch = event.touches[0];
    if (!current || !touch) return;
    const dx = touch.clientX - current.startX;
    const dy = touch.clientY - current.startY;
    if (current.horizontal === null) {
      if (Math.abs(dx) < DIRECTION_LOCK_PX && Math.abs(dy) < DIRECTION_LOCK_PX) return;
      current.horizontal = Math.abs(dx) >= Math.abs(dy);
    }
    if (!current.horizontal) return;
    current.samples.push({ x: touch.clientX, timeMs: now() });
    setDraggedOffsetPx(offsetFor(current.startOffsetPx, dx, widthPx));
  }

  function end() {
    const current = gesture.current;
    gesture.current = null;
    setDraggedOffsetPx(null);
    if (!current || !current.horizontal) return;
    const last = current.samples[current.samples.length - 1];
    const offsetPx = offsetFor(current.startOffsetPx, last.x - current.startX, widthPx);
    const shouldBeOpen = settlesOpen(offsetPx, widthPx, velocityPxPerS(current.samples));
    if (shouldBeOpen && !open) onOpen();
    if (!shouldBeOpen && open) onClose();
  }

  const common = { onTouchMove: move, onTouchEnd: end, onTouchCancel: end };
  /** For the edge strip shown while the drawer is closed. */
  const edgeHandlers: TouchHandlers = { onTouchStart: (event) => start(event, 0), ...common };
  /** For the open drawer and its backdrop. */
  const openHandlers: TouchHandlers = { onTouchStart: (event) => start(event, widthPx), ...common };
  return { draggedOffsetPx, edgeHandlers, openHandlers };
}
