// The lists' one markup, two looks: a table on a desktop, and on a phone (or in the compact
// dashboard widget) each row becomes a card whose cells carry their heading from data-label.
// Rows and cards have fixed heights (at font scale 1, below), so the list can render only the rows
// in its scroll box and stand in for the others with two spacer rows of known height.
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { mutedSmall } from '../../../ui/style-pieces';
import type { OrderListKind } from '../api/positions-api';

/** A table row at font scale 1: the small Kapat button plus the cell's vertical padding. */
export const TABLE_ROW_HEIGHT_PX = 52;
/** A card at font scale 1: 12 px padding, 20 px lines 4 px apart, the action button's line, and
 * a few pixels of room for fonts that set a little taller. */
export const CARD_HEIGHT_PX: Record<OrderListKind, number> = { open: 176, waiting: 152, closed: 136 };
/** Space under each card, counted in its row's stride. */
export const CARD_GAP_PX = 8;

/** The list's own scroll box: a screenful high, so the page's header and footer stay in reach. */
export const Scroller = styled.div<{ $fill: boolean }>`
  width: 100%;
  max-height: max(20rem, calc(100vh - 16rem));
  overflow: auto;
  overscroll-behavior: contain;
  ${({ $fill }) =>
    $fill &&
    css`
      flex: 1 1 auto;
      min-height: 0;
      overflow: hidden;
    `}
`;

interface TableLook {
  $cards: boolean;
  $rowPx: number;
  $cardPx: number;
  $cardGapPx: number;
}

const cardsLook = css<TableLook>`
  display: block;
  thead {
    display: none;
  }
  tbody {
    display: block;
  }
  tr {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-content: start;
    gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    box-sizing: border-box;
    height: ${({ $cardPx }) => $cardPx}px;
    margin-bottom: ${({ $cardGapPx }) => $cardGapPx}px;
    overflow: hidden;
    padding: ${({ theme }) => theme.spacing.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  tr[data-spacer] {
    display: block;
    margin: 0;
    padding: 0;
    background: none;
  }
  tr[data-spacer] td {
    display: none;
  }
  td {
    height: auto;
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: 0;
    border: 0;
  }
  td::before {
    content: attr(data-label);
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  td[data-wide] {
    grid-column: 1 / -1;
  }
  td[data-wide]::before {
    content: none;
  }
`;

export const Table = styled.table<TableLook>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
  th {
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    text-align: left;
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textMuted};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.background};
  }
  td {
    box-sizing: border-box;
    height: ${({ $rowPx }) => $rowPx}px;
    padding: ${({ theme }) => `0 ${theme.spacing.md}`};
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tr[data-spacer] td {
    height: auto;
    padding: 0;
    border: 0;
  }
  tbody tr:not([data-spacer]):hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
  }
  ${({ $cards }) => $cards && cardsLook}
`;

export const Footer = styled.div`
  display: flex;
  flex-shrink: 0;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  ${mutedSmall}
  text-align: center;
`;

/** The widget's way to the full list: coloured like the table's links, so it reads as one. */
export const FooterLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-shrink: 0;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.spacing.xs} 0`};
`;
