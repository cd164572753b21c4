// The look of the account panel, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { column, mutedSmall } from '../../../ui/style-pieces';

export const Section = styled.section`
  ${column('sm')}
  margin-bottom: ${({ theme }) => theme.spacing.lg};
  padding-bottom: ${({ theme }) => theme.spacing.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Label = styled.h3`
  margin: 0;
  ${mutedSmall}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Note = styled.p`
  margin: 0;
  ${mutedSmall}
`;
