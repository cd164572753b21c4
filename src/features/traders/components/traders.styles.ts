// Styled pieces the trader screens share. Colours and sizes come from the theme only, so the light
// and dark themes differ only in the theme object.
import styled from 'styled-components';
import { FigureList } from '../../../ui/figure-list';
import { FormCard } from '../../../ui/form-controls';

/** The shared section card (src/ui/form-controls.tsx) as an article, its parts closer together. */
export const Card = styled(FormCard).attrs({ as: 'article' })`
  gap: ${({ theme }) => theme.spacing.md};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A list's loading, empty or failed line: the shared one. */
export { ListNote as Note } from '../../../ui/list-note';

/** The trader's figures, each on a tile. */
export const Figures = styled(FigureList).attrs({ $minColumnPx: 120, $tiles: true, $strong: true })``;

export { FormColumn as DialogForm } from '../../../ui/form-controls';

/** The follow dialog's copy risk controls, one group with its legend. */
export const ControlsFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  legend {
    padding: 0 ${({ theme }) => theme.spacing.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-top: ${({ theme }) => theme.spacing.md};
`;

export const Warning = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.text};
`;
