// The look of the form controls, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { column, surfaceCard, mutedSmall, fieldBox, stackedLabel } from './style-pieces';

export const FormCard = styled.section`
  ${column('lg')}
  ${surfaceCard}
  color: ${({ theme }) => theme.colors.text};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const FormColumn = styled.form`
  ${column('md')}
`;

export const FormHint = styled.p`
  margin: 0;
  ${mutedSmall}
`;

export const FormError = styled.span`
  color: ${({ theme }) => theme.colors.negative};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/** A select with the text field's box, for the filter and alert forms. */
export const FormSelect = styled.select`
  width: 100%;
  min-width: 0;
  ${fieldBox()}
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const FormInput = styled.input`
  width: 100%;
  min-width: 0;
  ${fieldBox()}
  font-size: ${({ theme }) => theme.fontSizes.md};
  /* Amounts, IBANs and codes line their digits up. */
  font-variant-numeric: tabular-nums;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.negative};
  }
  /* A read-only value (a verified identity field) shows it cannot be typed into. */
  &[readonly] {
    background: transparent;
    border-style: dashed;
  }
`;

/** A page column of cards, narrow enough to read a form. */
export const FormPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
`;

export const Field = styled.div`
  ${column('xxs')}
  min-width: 0;
`;

/** A field's label over its control, in the muted small type. */
export const FormLabel = styled.label`
  ${stackedLabel}
`;
