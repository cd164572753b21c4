// The look of the operator header, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { HeaderBar } from './header-bar';

export const Bar = styled(HeaderBar)`
  gap: ${({ theme }) => theme.spacing.lg};
  height: ${({ theme }) => theme.layout.headerHeightPx}px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
`;

export const Title = styled.span`
  flex: 1;
  min-width: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
