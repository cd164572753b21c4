// The look of the active account line, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import type { AccountKind } from '../../../../contract/wallet';

export const Line = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.md}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: nowrap;
  }
`;

export const Pair = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
`;

/** Practice reads in the warning colour, real in the positive one, as the header's switcher does. */
export const Kind = styled.dd<{ $kind: AccountKind }>`
  color: ${({ theme, $kind }) => ($kind === 'real' ? theme.colors.positive : theme.colors.warning)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** 'Aktif hesap' is read out by screen readers; the coloured name says it to the eye. */
export const HiddenTerm = styled.dt`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
