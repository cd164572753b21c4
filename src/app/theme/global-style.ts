// Page-wide rules: base font (scaled), colours from the theme, and the switch that turns every CSS
// transition off while the theme changes (see use-theme-change-transitions.ts).
import { createGlobalStyle } from 'styled-components';

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
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  .${NO_TRANSITIONS_CLASS}, .${NO_TRANSITIONS_CLASS} *, .${NO_TRANSITIONS_CLASS} *::before, .${NO_TRANSITIONS_CLASS} *::after {
    transition: none !important;
  }
`;
