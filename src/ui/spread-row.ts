// The one spread row of the app: a card's or a bar's parts at its two ends (a title and its
// buttons, a pager's count and its arrows), wrapping onto a second line when the screen is narrow.
import styled, { type DefaultTheme } from 'styled-components';

export const SpreadRow = styled.div<{ $gap?: keyof DefaultTheme['spacing'] }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme, $gap = 'sm' }) => theme.spacing[$gap]};
`;
