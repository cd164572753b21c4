// A transaction's status as a badge: Beklemede, Onaylandı, Reddedildi, İptal Edildi, each in its theme colour.
import styled from 'styled-components';
import type { TransactionStatus } from '../../../../contract/wallet';

export const StatusBadge = styled.span<{ $status: TransactionStatus }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  background: ${({ theme, $status }) =>
    $status === 'approved'
      ? theme.colors.positiveSoft
      : $status === 'rejected'
        ? theme.colors.negativeSoft
        : theme.colors.surfaceRaised};
  color: ${({ theme, $status }) =>
    $status === 'approved'
      ? theme.colors.positive
      : $status === 'rejected'
        ? theme.colors.negative
        : $status === 'pending'
          ? theme.colors.warning
          : theme.colors.textMuted};
  border: 1px solid currentColor;
`;
