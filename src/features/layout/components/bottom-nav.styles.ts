// The look of the bottom nav, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { Link } from 'react-router';
import { MAIN_NAV } from '../nav-items';

export const Bar = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.bottomNav};
  display: grid;
  grid-template-columns: repeat(${MAIN_NAV.length}, 1fr);
  height: ${({ theme }) => theme.layout.bottomNavHeightPx}px;
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.colors.bottomNav};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Entry = styled(Link)<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
