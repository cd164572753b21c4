import styled from 'styled-components';

/** Row height in px; rows are fixed-height so the browser can skip laying out those off screen. */
export const MARKET_ROW_HEIGHT_PX = 52;

export const Row = styled.li`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-height: ${MARKET_ROW_HEIGHT_PX}px;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  content-visibility: auto;
  contain-intrinsic-size: auto ${MARKET_ROW_HEIGHT_PX}px;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
`;

export const WidgetRowGrid = styled(Row)`
  grid-template-columns: auto minmax(0, 1fr) auto auto;
`;

export const TradeRowGrid = styled(Row)`
  grid-template-columns: auto minmax(0, 1fr) auto;
  padding-top: ${({ theme }) => theme.spacing.xs};
  padding-bottom: ${({ theme }) => theme.spacing.xs};
`;

export const SymbolCode = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Prices = styled.span`
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-width: 72px;
`;

export const TradeMiddle = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const ClosedNote = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  strong {
    color: ${({ theme }) => theme.colors.warning};
  }
`;
