import styled from 'styled-components';

/** Fixed row heights: the list renders only the rows in view and places them by height. */
export const WIDGET_ROW_HEIGHT_PX = 52;
export const TRADE_ROW_HEIGHT_PX = 64;
/** Price cells keep one width so the columns line up; phones under 414 px let them shrink. */
const PRICE_CELL_WIDTH_PX = 64;

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
    min-width: ${PRICE_CELL_WIDTH_PX}px;
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

/* A closed market has no Sat and Al, and its note is wider than they are: beside the prices it
   squeezed the middle column until the ask ran under it. So the note takes a line of its own under
   the prices, and the badge spans both lines. */
export const TradeRowGrid = styled(Row)<{ $closed?: boolean }>`
  grid-template-columns: auto minmax(0, 1fr) auto;
  height: ${TRADE_ROW_HEIGHT_PX}px;
  ${({ $closed, theme }) =>
    $closed &&
    `
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-rows: auto auto;
    align-content: center;
    row-gap: ${theme.spacing.xxs};
    & > :first-child {
      grid-row: 1 / span 2;
    }
  `}
`;

/* No overflow clipping here: a clip inside the composited list makes Chromium give every row its
   own layer ("overlaps other composited content"), and the frame commits grow with them. */
export const SymbolCode = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

/** The symbol with its day line under it: centred between bid and ask on /trade, left in the widget. */
export const SymbolStack = styled.span<{ $align?: 'center' | 'start' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align = 'center' }) => $align};
  min-width: 0;
  line-height: 1.25;
`;

/** Change % and spread, small, under the symbol. Phones under 414 px keep the change alone. */
export const DayLine = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  [data-testid='spread'] {
    display: none;
  }
  ${({ theme }) => theme.media.up('sm')} {
    [data-testid='spread'] {
      display: inline;
    }
  }
`;

export const Prices = styled.span`
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const TradeMiddle = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  .market-price {
    min-width: 0;
  }
  ${({ theme }) => theme.media.up('sm')} {
    gap: ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    .market-price {
      min-width: ${PRICE_CELL_WIDTH_PX}px;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** One line under the prices (see TradeRowGrid), centred like the symbol above it. */
export const ClosedNote = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xs};
  grid-column: 2;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  line-height: 1.25;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  strong {
    color: ${({ theme }) => theme.colors.warning};
  }
`;
