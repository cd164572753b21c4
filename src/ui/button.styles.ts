// The look of the button, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled, { keyframes, css } from 'styled-components';
import type { ButtonVariant, ButtonSize } from './button';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.7s linear infinite;
  flex: none;
`;

const PADDING: Record<ButtonSize, string> = { sm: '6px 12px', md: '10px 16px', lg: '14px 20px' };

export const Root = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${({ $size }) => PADDING[$size]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSizes.sm : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  ${({ theme, $variant }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'primary':
        return css`
          background: ${c.primaryFill};
          color: ${c.primaryText};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
        `;
      case 'positive':
        return css`
          background: ${c.positiveFill};
          color: ${c.primaryText};
        `;
      case 'negative':
        return css`
          background: ${c.negativeFill};
          color: ${c.primaryText};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.surfaceHover};
          }
        `;
      default:
        return css`
          background: ${c.secondary};
          color: ${c.secondaryText};
          border-color: ${c.border};
          &:hover:not(:disabled) {
            background: ${c.surfaceHover};
          }
        `;
    }
  }}
  &:disabled {
    background: ${({ theme }) => theme.colors.disabled};
    color: ${({ theme }) => theme.colors.disabledText};
    border-color: transparent;
    cursor: not-allowed;
  }
`;
