import styled from 'styled-components';

export const Shell = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

/** The column right of a persistent sidebar (or the whole width when the sidebar is a drawer). */
export const Column = styled.div<{ $sidebarPx: number; $bottomNav: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  margin-left: ${({ $sidebarPx }) => $sidebarPx}px;
  padding-bottom: ${({ theme, $bottomNav }) => ($bottomNav ? `${theme.layout.bottomNavHeightPx}px` : '0')};
`;

export const Main = styled.main<{ $mobile: boolean }>`
  flex: 1;
  width: 100%;
  min-width: 0;
  padding: ${({ theme, $mobile }) => ($mobile ? theme.spacing.md : theme.spacing.xl)};
`;
