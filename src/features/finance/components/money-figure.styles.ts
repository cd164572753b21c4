// The look of the money figure, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Signed = styled.span<{ $sign: 'positive' | 'negative' }>`
  color: ${({ theme, $sign }) => ($sign === 'positive' ? theme.colors.positive : theme.colors.negative)};
`;
