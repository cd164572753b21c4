// Turning two-factor sign-in on: a new secret as a QR code and as text, then a code from the app
// to confirm it. The server answers with ten recovery codes, handed up to be shown once.
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TwoFactorSetup as Setup } from '../../../../contract/identity';
import type { ApiError } from '../../../api/base-query';
import { tr } from '../../../i18n/tr-signed-in';
import { useMutationOutcome } from '../../../lib/use-mutation-outcome';
import { Button } from '../../../ui/button';
import { FormColumn, FormHint } from '../../../ui/form-controls';
import { useEnableTwoFactorMutation, useSetupTwoFactorMutation } from '../api/settings-api';
import { CodeField, codeRule } from './code-field';
import { CopyTextButton } from './copy-text-button';
import { Code, QrImage, SettingRow } from './settings.styles';

const qrSourceOf = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function TwoFactorSetup({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const texts = tr.settings;
  const [setup, setSetup] = useState<Setup | null>(null);
  const [requestSetup] = useSetupTwoFactorMutation();
  const [enable] = useEnableTwoFactorMutation();
  const [start, starting] = useMutationOutcome(() => requestSetup(), { success: texts.setupReady });
  const refusal = useRef<ApiError | null>(null);
  const [confirm, confirming] = useMutationOutcome(
    async (code: string) => {
      const result = await enable({ code });
      refusal.current = 'error' in result ? (result.error as ApiError) : null;
      return result;
    },
    { success: texts.enabled },
  );
  const { register, handleSubmit, setError, formState } = useForm<{ code: string }>({
    defaultValues: { code: '' },
  });

  const begin = async () => {
    const outcome = await start();
    if (outcome?.kind === 'done' && outcome.data.data) setSetup(outcome.data.data);
  };
  const submit = handleSubmit(async ({ code }) => {
    const outcome = await confirm(code);
    if (outcome?.kind === 'done') onEnabled(outcome.data.data?.recoveryCodes ?? []);
    else if (outcome?.kind === 'refused') setError('code', { type: 'server', message: outcome.message });
  });

  if (!setup)
    return (
      <>
        <FormHint>{texts.twoFactorOff}</FormHint>
        <Button type="button" variant="primary" busy={starting} onClick={() => void begin()}>
          {texts.twoFactorStart}
        </Button>
      </>
    );
  return (
    <FormColumn noValidate onSubmit={(event) => void submit(event)}>
      <FormHint>{texts.twoFactorScan}</FormHint>
      <QrImage src={qrSourceOf(setup.qrSvg)} alt={texts.qrAlt} />
      <SettingRow>
        <span>{texts.secret}</span>
        <Code data-testid="totp-secret">{setup.secret}</Code>
        <CopyTextButton text={setup.secret} label={texts.copy} />
      </SettingRow>
      <CodeField error={formState.errors.code?.message} registered={register('code', codeRule)} />
      <Button type="submit" variant="primary" busy={confirming}>
        {texts.confirm}
      </Button>
    </FormColumn>
  );
}
