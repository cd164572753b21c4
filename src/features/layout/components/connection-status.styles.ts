// The look of the connection status, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Root = styled.span<{ $down: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  flex: none;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $down }) => ($down ? theme.colors.negative : theme.colors.textMuted)};
  white-space: nowrap;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme, $down }) => ($down ? theme.colors.negative : theme.colors.positive)};
  }
`;
