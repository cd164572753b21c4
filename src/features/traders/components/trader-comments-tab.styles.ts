// The look of the trader comments tab, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { PlainList } from '../../../ui/plain-list';

export const List = styled(PlainList).attrs({ $gap: 'sm' as const })`
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing.xxs};
    padding: ${({ theme }) => theme.spacing.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

export const Stars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 2px;
`;
