// Placeholder until the layout engineer writes the real themes (dark default, light).
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={{}}>{children}</ThemeProvider>;
}
