// The look of the trade page, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
