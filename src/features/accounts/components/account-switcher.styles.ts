// Styled pieces of account-switcher.tsx, beside it: colours and sizes from the theme only.
import styled, { css } from 'styled-components';
import { mutedSmall } from '../../../ui/style-pieces';
import type { AccountKind } from '../../../../contract/wallet';

export const Group = styled.div<{ $fullWidth: boolean }>`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing.xxs};
  padding: ${({ theme }) => theme.spacing.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  flex: none;
  ${({ $fullWidth }) =>
    $fullWidth &&
    css`
      display: flex;
      & > * {
        flex: 1 1 0;
      }
    `}
`;

export const Choice = styled.button<{ $kind: AccountKind }>`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  ${mutedSmall}
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme, $kind }) => ($kind === 'real' ? theme.colors.positive : theme.colors.warning)};
    color: ${({ theme }) => theme.colors.textInverse};
    cursor: default;
  }
  &:disabled:not([aria-pressed='true']) {
    cursor: progress;
  }
`;

/** The full name from xl up, the short one below; only one of the two is shown. */
export const Long = styled.span`
  display: none;
  ${({ theme }) => theme.media.up('xl')} {
    display: inline;
  }
`;

export const Short = styled.span`
  ${({ theme }) => theme.media.up('xl')} {
    display: none;
  }
`;

export const Note = styled.span`
  ${mutedSmall}
`;
