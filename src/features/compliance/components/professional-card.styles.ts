// The look of the professional card, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { column } from '../../../ui/style-pieces';

export const Fieldset = styled.fieldset`
  ${column('sm')}
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.spacing.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
    align-items: flex-start;
    line-height: 1.4;
  }
  input {
    margin-top: 3px;
    flex: none;
  }
`;

export const Form = styled.form`
  ${column('md')}
`;

export const Category = styled.p`
  margin: 0;
  strong {
    margin-left: ${({ theme }) => theme.spacing.xs};
  }
`;
