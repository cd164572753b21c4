// The back office's building blocks: a card per section, row cards that stack their fields on a
// phone and line them up on a desktop, a scrollable table for the long ledgers, and status badges.
// Colours and sizes come from the theme only, so both themes look right.
import styled from 'styled-components';
import { DataTable } from '../../../ui/data-table';
import { FormCard, FormHint, FormLabel, FormSelect } from '../../../ui/form-controls';
import { PlainList } from '../../../ui/plain-list';

/** The shared section card (src/ui/form-controls.tsx), its parts a little closer together. */
export const Card = styled(FormCard)`
  gap: ${({ theme }) => theme.spacing.md};
`;

/** A column of a section's parts: the list, its pager, a form. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  min-width: 0;
`;

/** A muted line: a list's state, a hint. The shared form hint, under the name the screens use. */
export const Note = FormHint;

export const RowList = styled(PlainList).attrs({ $gap: 'sm' as const })``;

export const RowCard = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-width: 0;
  /* The fields take the row's width, the buttons what is left (or a line of their own). */
  & > dl {
    flex: 1 1 320px;
  }
`;

/** Label-value pairs that wrap: one column on a phone, as many as fit on a desktop. */
export const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  margin: 0;
  min-width: 0;
  div {
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A row card's part that takes a line of its own (a document's preview), in the card's flex row or
 * in its Fields grid (a MASAK mark, a professional application's statements).
 */
export const FullRow = styled.div`
  flex-basis: 100%;
  grid-column: 1 / -1;
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-left: auto;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.md};
`;

export type BadgeTone = 'positive' | 'negative' | 'neutral';

export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    $tone === 'positive'
      ? theme.colors.positive
      : $tone === 'negative'
        ? theme.colors.negative
        : theme.colors.text};
  background: ${({ theme, $tone }) =>
    $tone === 'positive'
      ? theme.colors.positiveSoft
      : $tone === 'negative'
        ? theme.colors.negativeSoft
        : theme.colors.surfaceHover};
`;

/** A table too wide for a phone scrolls inside this box, which keyboard users can focus. */
export const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Table = styled(DataTable)`
  th,
  td {
    padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  tr:last-child td {
    border-bottom: 0;
  }
`;

/** The shared select, at its content's width as a toolbar's filter. */
export const Select = styled(FormSelect)`
  width: auto;
  min-width: auto;
`;

/** A select's label over it: the shared field label. */
export const LabelText = FormLabel;
