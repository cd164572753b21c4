// A round button holding only an icon; its accessible name is the label.
import type { ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from '../../../ui/icon';
import { Round } from './icon-button.styles';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  icon: IconName;
  label: string;
}

export function IconButton({ icon, label, ...rest }: IconButtonProps) {
  return (
    <Round type="button" aria-label={label} title={label} {...rest}>
      <Icon name={icon} sizePx={20} />
    </Round>
  );
}
