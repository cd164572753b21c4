// The app's button. `busy` means a call is running: the button is disabled, shows a spinner and
// says aria-busy, so a form cannot be sent twice. Disabled buttons are grey whatever the variant.
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner, Root } from './button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'positive' | 'negative' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  busy?: boolean;
  fullWidth?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  busy = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <Root
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner data-testid="button-spinner" aria-hidden="true" />}
      {children}
    </Root>
  );
}
