// After verification (server: IDENTITY_FROZEN on the profile), name, surname, T.C. Kimlik No and
// birth date change through a request with new documents that the broker reviews. The card shows
// the latest request's status and, unless one is in review, the form of a new one. Not shown
// before verification: the personal form corrects these fields then.
import { tr } from '../../../i18n/tr-signed-in';
import { FormCard, FormHint } from '../../../ui/form-controls';
import { useGetIdentityChangeQuery } from '../api/identity-api';
import type { ChangeValues } from '../identity-change-fields';
import { IdentityChangeForm } from './identity-change-form';
import { IdentityChangeStatus } from './identity-change-status';

export function IdentityChangeCard({ saved }: { saved: ChangeValues }) {
  const texts = tr.identity.change;
  const { data: latest, isLoading } = useGetIdentityChangeQuery();
  return (
    <FormCard aria-label={texts.title}>
      <h2>{texts.title}</h2>
      <FormHint>{texts.intro}</FormHint>
      {isLoading && <FormHint>{tr.loading.generic}</FormHint>}
      {latest && <IdentityChangeStatus request={latest} />}
      {!isLoading && latest?.status !== 'pending' && <IdentityChangeForm key={latest?.id} saved={saved} />}
    </FormCard>
  );
}
