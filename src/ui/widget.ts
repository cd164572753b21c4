// A page-grid widget's card: a surface as tall as its slot, with its h2 title and a muted note
// style. The wallet, actions, nft and collections pages fill their slots with it.
import styled from 'styled-components';

export const Widget = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  height: 100%;
  padding: ${({ theme }) => theme.spacing.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
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
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
