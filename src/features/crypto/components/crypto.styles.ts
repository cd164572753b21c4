// Styled pieces of /nft and the converter. Colours and sizes come from the theme only.
import styled from 'styled-components';
import { roundMark } from '../../../ui/style-pieces';

export const CoinMark = styled.span`
  ${roundMark(32)}
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const PriceCell = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  font-variant-numeric: tabular-nums;
`;

/** Says where a price comes from: the live feed, or the fixed sample. */
export const PriceSource = styled.small<{ $live?: boolean }>`
  color: ${({ theme, $live }) => ($live ? theme.colors.text : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme, $live }) => ($live ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

export const TrendMark = styled.span`
  padding: ${({ theme }) => `0 ${theme.spacing.xs}`};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primaryFill};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
