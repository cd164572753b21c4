// The look of the account figures, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { widestHeaderQuery, roomyHeaderQuery } from './header-room';

export const List = styled.dl`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0;
  /* From 1440 px there is room for wider gaps; at 1280 the seven figures, the connection state and
     the account switcher must fit without the last label being cut. */
  ${({ theme }) => widestHeaderQuery(theme.scale)} {
    gap: ${({ theme }) => theme.spacing.xl};
  }
  min-width: 0;
  overflow-x: auto;
  scrollbar-width: none;
`;

export const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  flex: none;
`;

export const Label = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

export const Value = styled.dd`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => roomyHeaderQuery(theme.scale)} {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Loading = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
