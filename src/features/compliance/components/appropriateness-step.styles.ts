// The look of the appropriateness step, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Question = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.sm} 0;
  border: none;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    margin-bottom: ${({ theme }) => theme.spacing.xs};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.xs} 0;
  }
`;

export const Warning = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing.md};
  line-height: 1.5;
`;
