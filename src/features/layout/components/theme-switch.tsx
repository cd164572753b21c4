// 'Tema': switches between dark and light. The theme provider suppresses CSS transitions for
// 100 ms on every change (SPEC.md 4), so this only flips the stored setting.
import styled from 'styled-components';
import { mutedSmall } from '../../../ui/style-pieces';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { Icon } from '../../../ui/icon';
import { themeToggled } from '../../settings';
import { SidebarRowButton } from './sidebar-row-button';

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  width: 40px;
  height: 22px;
  margin-left: auto;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $on }) => ($on ? theme.colors.primaryFill : theme.colors.disabled)};
  transition: background-color ${({ theme }) => theme.transitions.fast};
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: ${({ $on }) => ($on ? '21px' : '3px')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primaryText};
    transition: left ${({ theme }) => theme.transitions.fast};
  }
`;

const State = styled.span`
  ${mutedSmall}
`;

export function ThemeSwitch() {
  const dispatch = useAppDispatch();
  const dark = useAppSelector((state) => state.ui.theme) === 'dark';
  return (
    <SidebarRowButton
      type="button"
      role="switch"
      aria-checked={dark}
      onClick={() => dispatch(themeToggled())}
    >
      <Icon name={dark ? 'moon' : 'sun'} sizePx={20} />
      <span>{tr.nav.theme}</span>
      <State>{dark ? tr.layout.themeDark : tr.layout.themeLight}</State>
      <Track $on={dark} aria-hidden="true" />
    </SidebarRowButton>
  );
}
