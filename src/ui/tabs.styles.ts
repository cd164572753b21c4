// The look of the tabs, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const List = styled.div<{ $stretch: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xs};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-x: auto;
  scrollbar-width: none;
  & > * {
    flex: ${({ $stretch }) => ($stretch ? '1 1 0' : '0 0 auto')};
  }
`;

export const Tab = styled.button<{ $selected: boolean }>`
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primaryFill : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primaryText : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.transitions.fast};
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
