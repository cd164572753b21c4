// The customer's avatar (or initials until one is uploaded), for the sidebar, the account modal
// and /information. It is fetched only when the profile says there is one.
import type { PersonalInfo } from '../../../../contract/identity';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { Icon } from '../../../ui/icon';
import { selectProfile } from '../../session';
import { useGetAvatarQuery } from '../api/identity-api';
import { Round } from './profile-avatar.styles';

const initialsOf = (name: string, surname: string) =>
  `${name.charAt(0)}${surname.charAt(0)}`.toLocaleUpperCase('tr-TR') || '?';

/** `preview` (a chosen file not yet sent) wins over the stored avatar. */
export function ProfileAvatar({ sizePx = 40, preview }: { sizePx?: number; preview?: string | null }) {
  const profile = useAppSelector(selectProfile) as
    (ReturnType<typeof selectProfile> & Partial<PersonalInfo>) | null;
  const { data: stored } = useGetAvatarQuery(undefined, { skip: !profile?.hasAvatar });
  const source = preview ?? (profile?.hasAvatar ? stored : undefined);
  return (
    <Round $sizePx={sizePx} data-testid="profile-avatar">
      {source ? (
        <img src={source} alt={tr.identity.avatarAlt} />
      ) : profile ? (
        <span aria-hidden="true">{initialsOf(profile.name, profile.surname)}</span>
      ) : (
        <Icon name="user" />
      )}
    </Round>
  );
}
