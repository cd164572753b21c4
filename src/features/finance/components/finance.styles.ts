// Styled pieces the /Finance page shares. Colours and sizes come from the theme only, so the light
// and dark themes differ only in the theme object.
import styled from 'styled-components';
import { SpreadRow } from '../../../ui/spread-row';
import { FigureList } from '../../../ui/figure-list';
import { FormSelect } from '../../../ui/form-controls';

// The section card and the muted line are the shared ones (src/ui/form-controls.tsx).
export { FormCard as Card, FormHint as Muted } from '../../../ui/form-controls';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  min-width: 0;
`;

export const CardHead = styled(SpreadRow).attrs({ as: 'header', $gap: 'md' as const })``;

export const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** Text only screen readers read. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** A label and its figure, in a wrapping grid of pairs. */
export const Figures = styled(FigureList).attrs({
  $minColumnPx: 150,
  $gap: 'md',
  $labelSize: 'sm',
  $valueSize: 'md',
  $strong: true,
})`
  div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xxs};
    min-width: 0;
  }
`;

/** A choice among a few values (the CSV dialect), styled as the form's inputs. */
export const Select = styled(FormSelect)`
  width: auto;
  min-width: auto;
`;
