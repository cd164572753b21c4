// The sidebar under 1920 px: a temporary drawer that slides in from the left over a backdrop. A
// 20 px strip at the left edge lets a finger pull it open; it follows the finger and settles by
// fling velocity or position (hooks/use-swipe-drawer.ts). It locks page scroll while open.
import { useEffect, useRef, type ReactNode } from 'react';
import { useScrollLock } from '../../../lib/use-scroll-lock';
import { useSwipeDrawer } from '../hooks/use-swipe-drawer';
import { SLIDE_MS, EdgeStrip, Backdrop, Paper } from './swipeable-drawer.styles';

interface SwipeableDrawerProps {
  open: boolean;
  widthPx: number;
  label: string;
  onOpen: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function SwipeableDrawer({ open, widthPx, label, onOpen, onClose, children }: SwipeableDrawerProps) {
  const { draggedOffsetPx, edgeHandlers, openHandlers } = useSwipeDrawer({ open, widthPx, onOpen, onClose });
  useScrollLock(open);
  const paper = useRef<HTMLElement>(null);
  // Escape closes it, as it closes a modal: keyboard users have no backdrop to click. Focus moves
  // into the drawer so the next Tab reaches its links, not the page behind the backdrop.
  useEffect(() => {
    if (!open) return;
    paper.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  const dragging = draggedOffsetPx !== null;
  const shownPx = draggedOffsetPx ?? (open ? widthPx : 0);
  const visible = open || dragging;
  // While a finger drags, the drawer follows it with no easing; otherwise it slides. When it has
  // slid out, visibility turns hidden (after the slide) so its links leave the tab order.
  const paperStyle = {
    transform: `translateX(${shownPx - widthPx}px)`,
    visibility: visible ? ('visible' as const) : ('hidden' as const),
    transition: dragging
      ? 'none'
      : `transform ${SLIDE_MS}ms ease, visibility 0s linear ${visible ? 0 : SLIDE_MS}ms`,
  };

  return (
    <>
      {/* Stays mounted through a drag it started: touch events keep going to where they began. */}
      {!open && <EdgeStrip data-testid="drawer-swipe-area" aria-hidden="true" {...edgeHandlers} />}
      {visible && (
        <Backdrop
          data-testid="drawer-backdrop"
          style={{ opacity: shownPx / widthPx }}
          onClick={onClose}
          {...openHandlers}
        />
      )}
      <Paper
        ref={paper}
        tabIndex={-1}
        aria-label={label}
        aria-hidden={!visible}
        data-testid="sidebar"
        data-variant="drawer"
        data-state={open ? 'open' : 'closed'}
        style={paperStyle}
        {...(open ? openHandlers : {})}
      >
        {children}
      </Paper>
    </>
  );
}
