// The one bare list of the app: a `ul` without bullets, indent or margins, its items in a column
// (or a wrapping row) a theme gap apart. Notification, comment, chosen-file and legend lists build
// on it and add only what is their own.
import styled, { type DefaultTheme } from 'styled-components';

export interface PlainListOptions {
  $gap: keyof DefaultTheme['spacing'];
  /** Items side by side, wrapping, instead of one under another. */
  $row?: boolean;
}

export const PlainList = styled.ul<PlainListOptions>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  ${({ $row }) => ($row ? 'flex-wrap: wrap;' : '')}
  gap: ${({ theme, $gap }) => theme.spacing[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
