// The header from 990 px: menu toggle (while the sidebar is a drawer), logo, the seven account
// figures, and the account button that opens the 'Menü' panel.
import styled from 'styled-components';
import { tr } from '../../../i18n/tr';
import { AccountFigures } from './account-figures';
import { IconButton } from './icon-button';
import { Logo } from './logo';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xl};
  height: ${({ theme }) => theme.layout.headerHeightPx}px;
  padding: 0 ${({ theme }) => theme.spacing.xl};
  background: ${({ theme }) => theme.colors.header};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Figures = styled.div`
  flex: 1;
  min-width: 0;
  padding-left: ${({ theme }) => theme.spacing.xl};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
`;

interface DesktopHeaderProps {
  showMenuToggle: boolean;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onOpenAccount: () => void;
}

export function DesktopHeader({ showMenuToggle, menuOpen, onToggleMenu, onOpenAccount }: DesktopHeaderProps) {
  return (
    <Bar data-testid="desktop-header">
      {showMenuToggle && (
        <IconButton
          icon="menu"
          label={menuOpen ? tr.layout.closeMenu : tr.layout.openMenu}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
        />
      )}
      <Logo />
      <Figures>
        <AccountFigures />
      </Figures>
      <IconButton icon="user" label={tr.layout.account} onClick={onOpenAccount} />
    </Bar>
  );
}
