// Shared look of the position and closed trade detail screens: a card, a figure list and fields.
import styled from 'styled-components';
import { column, fieldBox, labelOverValue, mutedSmall, stackedLabel } from '../../../ui/style-pieces';

export const DetailPage = styled.div`
  ${column('lg')}
  max-width: 720px;
  padding: ${({ theme }) => theme.spacing.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Card = styled.section`
  ${column('md')}
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0;
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${labelOverValue}
`;

export const Field = styled.label`
  ${stackedLabel}
  input {
    ${fieldBox('md')}
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const Note = styled.p`
  margin: 0;
  ${mutedSmall}
`;

export const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  a {
    color: ${({ theme }) => theme.colors.primary};
    margin-left: ${({ theme }) => theme.spacing.sm};
  }
`;
