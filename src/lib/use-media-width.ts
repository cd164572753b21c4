// The window's inner width as React state, shared by every component through one resize listener.
// useSyncExternalStore keeps all readers consistent within a render and works in jsdom tests
// (set window.innerWidth, dispatch 'resize').
import { useSyncExternalStore } from 'react';
import {
  MOBILE_LAYOUT_MAX_PX,
  NARROW_HEADER_MAX_PX,
  PERSISTENT_SIDEBAR_MIN_PX,
  breakpointOf,
} from './breakpoints';

/** Width assumed where there is no window (never during the app's own rendering). */
const SERVER_WIDTH_PX = 1280;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const readWidth = () => window.innerWidth;
const readServerWidth = () => SERVER_WIDTH_PX;

export function useMediaWidth(): number {
  return useSyncExternalStore(subscribe, readWidth, readServerWidth);
}

export const useBreakpoint = () => breakpointOf(useMediaWidth());
/** Under 990 px: mobile header and bottom nav. */
export const useIsMobileLayout = () => useMediaWidth() < MOBILE_LAYOUT_MAX_PX;
/** Under 768 px: the narrow header variants. */
export const useIsNarrowHeader = () => useMediaWidth() < NARROW_HEADER_MAX_PX;
/** From 1920 px: the sidebar is persistent rather than a drawer. */
export const useIsPersistentSidebar = () => useMediaWidth() >= PERSISTENT_SIDEBAR_MIN_PX;
