// The small pill of the order marks (robot, copied trader) beside a symbol, in the theme's muted colours.
import styled from 'styled-components';

export const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxs};
  margin-left: ${({ theme }) => theme.spacing.xs};
  padding: 0 ${({ theme }) => theme.spacing.xs};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  vertical-align: middle;
  white-space: nowrap;
  a {
    color: inherit;
  }
`;
