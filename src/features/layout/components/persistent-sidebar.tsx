// The sidebar from 1920 px: always open beside the page.
import type { ReactNode } from 'react';
import { Rail } from './persistent-sidebar.styles';

export function PersistentSidebar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Rail aria-label={label} data-testid="sidebar" data-variant="persistent" data-state="open">
      {children}
    </Rail>
  );
}
