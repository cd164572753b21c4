// What the desktop and the mobile header have in common: a bar that stays on top of the page while
// it scrolls, its items in one centred row, and what the layout tells each of them (the menu's
// state, the way to the account panel). Each header adds its own height, gaps and padding.
import styled from 'styled-components';

export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: flex;
  align-items: center;
  background: ${({ theme }) => theme.colors.header};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** What the layout gives every header: the menu's state and toggle, and the account panel's opener. */
export interface HeaderMenuProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  onOpenAccount: () => void;
}
