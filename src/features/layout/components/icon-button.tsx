// A round button holding only an icon; its accessible name is the label.
import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../../../ui/icon';

const Round = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

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
