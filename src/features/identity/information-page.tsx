// /information (Kişisel Bilgilerim): the avatar, then the customer's personal details, then the
// client category (retail or professional) with the professional application.
import { tr } from '../../i18n/tr-signed-in';
import { FormPage } from '../../ui/form-controls';
import { PageHeading } from '../../ui/page-heading';
import { ProfessionalCard } from '../compliance';
import { AvatarCard } from './components/avatar-card';
import { PersonalForm } from './components/personal-form';

export default function InformationPage() {
  return (
    <FormPage>
      <PageHeading>{tr.shell.pages.information}</PageHeading>
      <AvatarCard />
      <PersonalForm />
      <ProfessionalCard />
    </FormPage>
  );
}
