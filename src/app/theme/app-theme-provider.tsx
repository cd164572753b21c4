// Supplies the theme of the stored ui settings (theme mode and font scale) to every styled
// component, plus the global page styles. Reads the store, so it sits inside <Provider>.
import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useAppSelector } from '../hooks';
import { GlobalStyle } from './global-style';
import { makeTheme } from './theme';
import { useThemeChangeTransitions } from './use-theme-change-transitions';
import { useThemeColorMeta } from './use-theme-color-meta';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAppSelector((state) => state.ui.theme);
  const scale = useAppSelector((state) => state.ui.scale);
  const theme = useMemo(() => makeTheme(mode, scale), [mode, scale]);
  useThemeChangeTransitions(mode);
  useThemeColorMeta(theme.colors.header);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
