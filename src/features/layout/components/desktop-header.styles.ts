// The look of the desktop header, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { HeaderBar } from './header-bar';
import { roomyHeaderQuery } from './header-room';

export const Bar = styled(HeaderBar)`
  gap: ${({ theme }) => theme.spacing.lg};
  height: ${({ theme }) => theme.layout.headerHeightPx}px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  ${({ theme }) => roomyHeaderQuery(theme.scale)} {
    gap: ${({ theme }) => theme.spacing.xl};
    padding: 0 ${({ theme }) => theme.spacing.xl};
  }
`;

export const Figures = styled.div`
  flex: 1;
  min-width: 0;
  padding-left: ${({ theme }) => theme.spacing.lg};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
`;
