// The look of the logo, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { Link } from 'react-router';

export const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
  white-space: nowrap;
`;

export const Mark = styled.svg`
  color: ${({ theme }) => theme.colors.primary};
  flex: none;
`;
