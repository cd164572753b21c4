// /information (Kişisel Bilgilerim): the avatar, then the customer's personal details and, once
// verified, the request to change the frozen identity fields, then the client category (retail or
// professional) with the professional application.
import { useAppSelector } from '../../app/hooks';
import { tr } from '../../i18n/tr-signed-in';
import { FormPage } from '../../ui/form-controls';
import { PageHeading } from '../../ui/page-heading';
import { ProfessionalCard } from '../compliance';
import { AvatarCard } from './components/avatar-card';
import { IdentityChangeCard } from './components/identity-change-card';
import { PersonalForm } from './components/personal-form';
import { selectProfile } from '../session';
import { changeStartOf } from './identity-change-fields';
import { valuesOf, type ProfileWithInfo } from './personal-fields';

export default function InformationPage() {
  const profile = useAppSelector(selectProfile) as ProfileWithInfo | null;
  const verified = profile?.verificationStatus === 'verified';
  return (
    <FormPage>
      <PageHeading>{tr.shell.pages.information}</PageHeading>
      <AvatarCard />
      <PersonalForm />
      {verified && <IdentityChangeCard saved={changeStartOf(valuesOf(profile))} />}
      <ProfessionalCard />
    </FormPage>
  );
}
