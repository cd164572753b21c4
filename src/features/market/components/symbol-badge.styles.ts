// The look of the symbol badge, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { roundMark } from '../../../ui/style-pieces';

export const Badge = styled.span`
  ${roundMark(32)}
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
