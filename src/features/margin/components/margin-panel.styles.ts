// The look of the margin panel, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { labelValueRows, raisedBox } from '../../../ui/style-pieces';

export const Panel = styled.dl`
  ${labelValueRows}
  padding: ${({ theme }) => theme.spacing.md};
  ${raisedBox}
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dd {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** A second description of the required margin: a dl may hold only dt, dd and div (axe). */
export const Note = styled.dd`
  grid-column: 1 / -1;
  && {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
