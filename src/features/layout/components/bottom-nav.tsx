// The mobile bottom navigation (SPEC.md 2): Anasayfa, Piyasalar, Islemlerim, Hesabim.
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { tr } from '../../../i18n/tr-signed-in';
import { Icon } from '../../../ui/icon';
import { MAIN_NAV, isActivePath } from '../nav-items';

const Bar = styled.nav`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.bottomNav};
  display: grid;
  grid-template-columns: repeat(${MAIN_NAV.length}, 1fr);
  height: ${({ theme }) => theme.layout.bottomNavHeightPx}px;
  padding-bottom: env(safe-area-inset-bottom);
  background: ${({ theme }) => theme.colors.bottomNav};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Entry = styled(Link)<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

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
