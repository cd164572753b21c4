// The look of the customer page, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { Link } from 'react-router';

export const BackLink = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.primary};
`;
