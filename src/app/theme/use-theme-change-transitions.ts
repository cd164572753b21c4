// SPEC.md 4 and 9: a theme change suppresses CSS transitions for 100 ms, so hundreds of elements
// do not animate their colours one by one. The class goes on <html> before the browser paints the
// new colours (layout effect) and comes off after the delay.
import { useLayoutEffect, useRef } from 'react';
import type { ThemeMode } from '../../features/settings/ui-slice';
import { NO_TRANSITIONS_CLASS } from './global-style';

export const THEME_TRANSITION_SUPPRESSION_MS = 100;

export function useThemeChangeTransitions(mode: ThemeMode): void {
  const previous = useRef(mode);
  useLayoutEffect(() => {
    if (previous.current === mode) return;
    previous.current = mode;
    const root = document.documentElement;
    root.classList.add(NO_TRANSITIONS_CLASS);
    const timer = window.setTimeout(
      () => root.classList.remove(NO_TRANSITIONS_CLASS),
      THEME_TRANSITION_SUPPRESSION_MS,
    );
    return () => {
      window.clearTimeout(timer);
      root.classList.remove(NO_TRANSITIONS_CLASS);
    };
  }, [mode]);
}
