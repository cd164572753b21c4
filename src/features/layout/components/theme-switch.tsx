// 'Tema': switches between dark and light. The theme provider suppresses CSS transitions for
// 100 ms on every change (SPEC.md 4), so this only flips the stored setting.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { Icon } from '../../../ui/icon';
import { themeToggled } from '../../settings';
import { SidebarRowButton } from './sidebar-row-button';
import { Track, State } from './theme-switch.styles';

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
