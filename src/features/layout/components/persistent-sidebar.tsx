// The sidebar from 1920 px: always open beside the page.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { sidebarColumn } from './left-edge';

const Rail = styled.aside`
  ${sidebarColumn}
  z-index: ${({ theme }) => theme.zIndices.sidebar};
`;

export function PersistentSidebar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Rail aria-label={label} data-testid="sidebar" data-variant="persistent" data-state="open">
      {children}
    </Rail>
  );
}
