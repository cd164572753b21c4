// The lists' one markup, two looks: a table on a desktop, and on a phone (or in the compact
// dashboard widget) each row becomes a card whose cells carry their heading from data-label.
import styled, { css } from 'styled-components';

export const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
`;

const cardsLook = css`
  display: block;
  thead {
    display: none;
  }
  tbody {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.sm};
  }
  tbody + tbody {
    margin-top: ${({ theme }) => theme.spacing.sm};
  }
  tr {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
    padding: ${({ theme }) => theme.spacing.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  td {
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

export const Table = styled.table<{ $cards: boolean }>`
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
  }
  td {
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tbody tr:hover {
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
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

export const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${({ theme }) => `${theme.spacing.xs} 0`};
`;
