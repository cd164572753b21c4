// /Settings (Ayarlar): the display (theme, font scale) kept on this device, then the account's
// security: password, live sessions and two-factor sign-in.
import { tr } from '../../i18n/tr-signed-in';
import { FormPage } from '../../ui/form-controls';
import { PageHeading } from '../../ui/page-heading';
import { DisplaySettings } from './components/display-settings';
import { PasswordSettings } from './components/password-settings';
import { SessionsSettings } from './components/sessions-settings';
import { TwoFactorSettings } from './components/two-factor-settings';

export default function SettingsPage() {
  return (
    <FormPage>
      <PageHeading>{tr.shell.pages.settings}</PageHeading>
      <DisplaySettings />
      <PasswordSettings />
      <SessionsSettings />
      <TwoFactorSettings />
    </FormPage>
  );
}
