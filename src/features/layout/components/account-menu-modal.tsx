// The account modal, the 'Menü' panel (SPEC.md 2): the active account with its switcher (and the
// practice reset) under the customer's avatar and name, seven account links and 'Çıkış Yap', which ends the session on this device
// without calling the server (useSignOut).
import { tr } from '../../../i18n/tr-signed-in';
import { Icon } from '../../../ui/icon';
import { Modal } from '../../../ui/modal';
import { useAppSelector } from '../../../app/hooks';
import { AccountPanel } from '../../accounts';
import { ProfileAvatar } from '../../identity';
import { selectProfile, useSignOut } from '../../session';
import { offeredEntries, useProducts } from '../../compliance';
import { ACCOUNT_MENU } from '../nav-items';
import { List, Entry, SignOut, Who } from './account-menu-modal.styles';

export function AccountMenuModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signOut = useSignOut();
  const profile = useAppSelector(selectProfile);
  const products = useProducts();
  return (
    <Modal open={open} onClose={onClose} title={tr.nav.menu}>
      {profile && (
        <Who data-testid="account-who">
          <ProfileAvatar sizePx={48} />
          <span>
            {profile.name} {profile.surname}
          </span>
        </Who>
      )}
      <AccountPanel />
      <nav aria-label={tr.nav.menu}>
        <List>
          {offeredEntries(ACCOUNT_MENU, products).map((item) => (
            <li key={item.to}>
              {/* The layout closes the modal on the route change this link makes. */}
              <Entry to={item.to}>
                <Icon name={item.icon} sizePx={20} />
                <span>{item.label}</span>
                <Icon name="chevronRight" sizePx={16} />
              </Entry>
            </li>
          ))}
        </List>
      </nav>
      <SignOut type="button" onClick={signOut}>
        <Icon name="logout" sizePx={18} />
        {tr.nav.signOut}
      </SignOut>
    </Modal>
  );
}
