// The mobile bottom navigation (SPEC.md 2): Anasayfa, Piyasalar, Islemlerim, Hesabim.
import { useLocation } from 'react-router';
import { tr } from '../../../i18n/tr-signed-in';
import { Icon } from '../../../ui/icon';
import { MAIN_NAV, isActivePath } from '../nav-items';
import { Bar, Entry } from './bottom-nav.styles';

export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <Bar aria-label={tr.layout.mainNav} data-testid="bottom-nav">
      {MAIN_NAV.map((item) => {
        const active = isActivePath(item.to, pathname);
        return (
          <Entry key={item.to} to={item.to} $active={active} aria-current={active ? 'page' : undefined}>
            <Icon name={item.icon} sizePx={22} />
            <span>{item.label}</span>
          </Entry>
        );
      })}
    </Bar>
  );
}
