// The sidebar from 1920 px: always open beside the page.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Rail = styled.aside`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.sidebar};
  width: ${({ theme }) => theme.layout.sidebarWidthPx}px;
  background: ${({ theme }) => theme.colors.sidebar};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

export function PersistentSidebar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Rail aria-label={label} data-testid="sidebar" data-variant="persistent" data-state="open">
      {children}
    </Rail>
  );
}
