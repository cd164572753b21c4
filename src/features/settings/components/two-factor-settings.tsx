// 'İki Adımlı Doğrulama': off (the setup), just turned on (the ten recovery codes, shown once,
// with a copy button) or on (the way to turn it off). The profile says whether it is on.
import { useState } from 'react';
import type { PersonalInfo } from '../../../../contract/identity';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { FormCard, FormHint } from '../../../ui/form-controls';
import { selectProfile } from '../../session';
import { CopyTextButton } from './copy-text-button';
import { CodeGrid, SettingRow } from './settings.styles';
import { TwoFactorOff } from './two-factor-off';
import { TwoFactorSetup } from './two-factor-setup';

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const texts = tr.settings;
  return (
    <section aria-label={texts.recoveryTitle}>
      <h3>{texts.recoveryTitle}</h3>
      <FormHint>{texts.recoveryText}</FormHint>
      <CodeGrid data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </CodeGrid>
      <SettingRow>
        <CopyTextButton text={codes.join('\n')} label={texts.copyCodes} />
        <Button type="button" onClick={onDone}>
          {texts.done}
        </Button>
      </SettingRow>
    </section>
  );
}

export function TwoFactorSettings() {
  const profile = useAppSelector(selectProfile) as (PersonalInfo & object) | null;
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const on = profile?.twoFactorEnabled === true;
  return (
    <FormCard aria-label={tr.settings.twoFactor}>
      <h2>{tr.settings.twoFactor}</h2>
      {recoveryCodes ? (
        <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : on ? (
        <TwoFactorOff />
      ) : (
        <TwoFactorSetup onEnabled={setRecoveryCodes} />
      )}
    </FormCard>
  );
}
