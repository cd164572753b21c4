// The look of the audit page, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { PlainList } from '../../../ui/plain-list';

export const Changes = styled(PlainList).attrs({ $gap: 'xxs' as const })`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  del {
    color: ${({ theme }) => theme.colors.negative};
    text-decoration: line-through;
  }
  ins {
    color: ${({ theme }) => theme.colors.positive};
    text-decoration: none;
  }
`;

export const FieldName = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
