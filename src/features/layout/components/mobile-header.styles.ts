// The look of the mobile header, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { HeaderBar } from './header-bar';

export const Bar = styled(HeaderBar)`
  gap: ${({ theme }) => theme.spacing.sm};
  height: ${({ theme }) => theme.layout.mobileHeaderHeightPx}px;
  padding: 0 ${({ theme }) => theme.spacing.md};
`;

export const Title = styled.h1`
  flex: 1;
  margin: 0;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Centre = styled.div`
  display: flex;
  flex: 1;
  justify-content: center;
`;

export const Figures = styled.div`
  min-width: 0;
  max-width: 50%;
`;
