import styled from 'styled-components';
import { bareList, column, fieldBox } from '../../../ui/style-pieces';

export const Root = styled.div`
  ${column('sm')}
  flex: 1 1 auto;
  min-height: 0;
  height: 100%;
`;

/** The scroll box of the rows. Its own compositor layer, so a tick repaints and commits this box
 * alone, not the whole page's recording. */
export const Scroller = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  contain: strict;
  will-change: transform;
`;

export const Search = styled.input`
  width: 100%;
  ${fieldBox('md')}
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const List = styled.ul`
  ${bareList}
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.spacing.lg} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
