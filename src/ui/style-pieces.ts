// The few looks many screens repeat, written once as styled-components fragments that a styled
// component puts among its own rules: the box of a text field or select, a label stacked over its
// control, muted small text, a column of children, and a dl whose label and value share a row.
// Each screen keeps its own component and the rules only it needs; what they share lives here, so
// a form or a figure list looks the same wherever it stands. Colours and sizes from the theme only.
import { css } from 'styled-components';

type Radius = 'sm' | 'md';
type Gap = 'xxs' | 'xs' | 'sm' | 'md' | 'lg';

/** A text field's or select's box: padding, border, corner, background and text colour. */
export const fieldBox = (radius: Radius = 'sm') => css`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii[radius]};
  background: ${({ theme }) => theme.colors.input};
  color: ${({ theme }) => theme.colors.text};
`;

/** Secondary text: the muted colour in the small size. */
export const mutedSmall = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Children one under the other with the theme's gap between them. */
export const column = (gap: Gap) => css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[gap]};
`;

/** A label over its control, the label's text muted and small. */
export const stackedLabel = css`
  ${column('xs')}
  ${mutedSmall}
`;

/**
 * A dl of rows, the label muted on the left and the value on the right with lined-up digits. A
 * screen that wants other columns, gaps or margins sets them after this fragment.
 */
export const labelValueRows = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** A card standing on the page: the surface colour, the large corner and the card's shadow. */
export const surfaceCard = css`
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** A dl's pairs with the label over the value: the label muted and extra small, digits lined up. */
export const labelOverValue = css`
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: ${({ theme }) => theme.spacing.xxs} 0 0;
    font-variant-numeric: tabular-nums;
  }
`;

/** A row that wraps, its children centred and pushed to both ends. */
export const spreadRow = (gap: Gap) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing[gap]};
`;

/** A list without bullets or the browser's indent. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A box raised off its card: the medium corner, a border and the raised surface colour. */
export const raisedBox = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

/** A round mark of the given size with its content centred: a coin's or a symbol's letters. */
export const roundMark = (sizePx: number) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${sizePx}px;
  height: ${sizePx}px;
  border-radius: 50%;
`;
