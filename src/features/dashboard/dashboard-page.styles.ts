// The look of the dashboard page, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Loading = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
