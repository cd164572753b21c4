// The button that opens and closes the sidebar drawer, in both headers; its name says what a
// press will do.
import { tr } from '../../../i18n/tr-signed-in';
import { IconButton } from './icon-button';

export function MenuToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <IconButton
      icon="menu"
      label={open ? tr.layout.closeMenu : tr.layout.openMenu}
      aria-expanded={open}
      onClick={onToggle}
    />
  );
}
