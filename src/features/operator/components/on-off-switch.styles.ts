// The look of the on off switch, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Root = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

export const Track = styled.span<{ $on: boolean }>`
  position: relative;
  width: 40px;
  height: 22px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $on }) => ($on ? theme.colors.positiveFill : theme.colors.surfaceHover)};
  transition: background-color ${({ theme }) => theme.transitions.fast};
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '20px' : '2px')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #ffffff;
    transition: left ${({ theme }) => theme.transitions.fast};
  }
`;
