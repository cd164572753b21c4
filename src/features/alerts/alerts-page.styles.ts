// The look of the alerts page, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { column } from '../../ui/style-pieces';

export const Page = styled.div`
  ${column('lg')}
  padding: ${({ theme }) => theme.spacing.lg};
  max-width: 960px;
`;
