// Page-wide rules: base font (scaled), colours from the theme, and the switch that turns every CSS
// transition off while the theme changes (see use-theme-change-transitions.ts).
import { createGlobalStyle } from 'styled-components';

/** Class of the toasts' container (signed-in-shell.tsx), placed below the header. */
export const TOASTS_CONTAINER_CLASS = 'toasts-below-header';
/** Width from which the desktop header (72 px) replaces the mobile one (56 px): SPEC.md section 2. */
const DESKTOP_HEADER_FROM_PX = 990;
const TOAST_GAP_PX = 8;

/** Class set on <html> for 100 ms after a theme change. */
export const NO_TRANSITIONS_CLASS = 'theme-switching';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fontFamily};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.45;
    -webkit-font-smoothing: antialiased;
    transition: background-color ${({ theme }) => theme.transitions.normal}, color ${({ theme }) => theme.transitions.normal};
  }
  a { color: inherit; text-decoration: none; }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* Toasts open under the header, never over its account figures (issue 14, item 17). */
  .${TOASTS_CONTAINER_CLASS} {
    top: ${({ theme }) => theme.layout.mobileHeaderHeightPx + TOAST_GAP_PX}px !important;
    @media (min-width: ${DESKTOP_HEADER_FROM_PX}px) {
      top: ${({ theme }) => theme.layout.headerHeightPx + TOAST_GAP_PX}px !important;
    }
  }
  /* Prices nobody refreshes (the socket down for 3 s) are greyed and struck through (item 15). */
  body[data-prices-stale='true'] .market-price {
    color: ${({ theme }) => theme.colors.textMuted} !important;
    text-decoration: line-through;
  }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  .${NO_TRANSITIONS_CLASS}, .${NO_TRANSITIONS_CLASS} *, .${NO_TRANSITIONS_CLASS} *::before, .${NO_TRANSITIONS_CLASS} *::after {
    transition: none !important;
  }
`;
