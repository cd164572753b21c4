import styled from 'styled-components';

/** Fixed row heights: the list renders only the rows in view and places them by height. */
export const WIDGET_ROW_HEIGHT_PX = 52;
export const TRADE_ROW_HEIGHT_PX = 64;

export const Row = styled.li`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  height: ${WIDGET_ROW_HEIGHT_PX}px;
  overflow: hidden;
  padding: 0 ${({ theme }) => theme.spacing.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  .market-price {
    display: inline-block;
    min-width: 64px;
    text-align: right;
    font-variant-numeric: tabular-nums;
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 0 ${({ theme }) => theme.spacing.xxs};
  }
  .price-up {
    color: ${({ theme }) => theme.colors.positive};
    background: ${({ theme }) => theme.colors.positiveSoft};
  }
  .price-down {
    color: ${({ theme }) => theme.colors.negative};
    background: ${({ theme }) => theme.colors.negativeSoft};
  }
`;

export const WidgetRowGrid = styled(Row)`
  grid-template-columns: auto minmax(0, 1fr) auto auto;
`;

export const TradeRowGrid = styled(Row)`
  grid-template-columns: auto minmax(0, 1fr) auto;
  height: ${TRADE_ROW_HEIGHT_PX}px;
`;

/* No overflow clipping here: a clip inside the composited list makes Chromium give every row its
   own layer ("overlaps other composited content"), and the frame commits grow with them. */
export const SymbolCode = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

export const Prices = styled.span`
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
