// The look of the pager, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { SpreadRow } from '../../../ui/spread-row';

export const Bar = styled(SpreadRow).attrs({ as: 'nav' })`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
