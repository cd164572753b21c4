// What the desktop and the mobile header have in common: a bar that stays on top of the page while
// it scrolls, its items in one centred row. Each header adds its own height, gaps and padding.
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
