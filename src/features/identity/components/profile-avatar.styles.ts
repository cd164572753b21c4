// The look of the profile avatar, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Round = styled.span<{ $sizePx: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $sizePx }) => $sizePx}px;
  height: ${({ $sizePx }) => $sizePx}px;
  flex: none;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primaryFill};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
