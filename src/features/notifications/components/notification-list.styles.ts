// Styled pieces of notification-list.tsx, beside it: colours and sizes from the theme only.
import styled from 'styled-components';
import { PlainList } from '../../../ui/plain-list';

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;

export const List = styled(PlainList).attrs({ $gap: 'md' as const })``;

export const Item = styled.li<{ $unread: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.md};
  border-left: 3px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.surfaceRaised : 'transparent')};
  p {
    margin: 0;
  }
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
