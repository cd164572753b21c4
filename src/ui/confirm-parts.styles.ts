// The look of the confirm parts, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled, { css } from 'styled-components';
import { labelValueRows } from './style-pieces';
import type { ConfirmAlign } from './confirm-parts';

/** Values keep one line (a price, 'Demo Hesap'); a long label wraps instead, as on a phone. */
export const ConfirmFigures = styled.dl`
  ${labelValueRows}
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  margin: 0 0 ${({ theme }) => theme.spacing.xl};
  dd {
    white-space: nowrap;
  }
  /* A dt/dd pair wrapped for valid markup, laid out as if the wrapper were not there. */
  div {
    display: contents;
  }
`;

export const Actions = styled.div<{ $align: ConfirmAlign }>`
  ${({ $align, theme }) =>
    $align === 'end'
      ? css`
          display: flex;
          gap: ${theme.spacing.sm};
          justify-content: flex-end;
        `
      : css`
          display: grid;
          grid-template-columns: 1fr 1fr;
          gap: ${theme.spacing.md};
        `}
`;
