// A page-grid widget's card: a surface as tall as its slot, with its h2 title and a muted note
// style. The wallet, actions, nft and collections pages fill their slots with it.
import styled from 'styled-components';
import { column, mutedSmall, surfaceCard } from './style-pieces';

export const Widget = styled.section`
  ${column('md')}
  height: 100%;
  ${surfaceCard}
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Secondary text inside a widget: hints, empty and loading states. */
export const WidgetNote = styled.p`
  margin: 0;
  ${mutedSmall}
`;
