// Adds a withdrawal account: the IBAN, grouped by four as typed and checked (TR + 24 digits,
// mod-97) before anything is sent, the bank read off its code, and the holder's name (the
// customer's own to begin with, as the server requires). Saved
// accounts go to POST /api/users/banks; the new one becomes the chosen one.
import { Controller, useForm } from 'react-hook-form';
import type { BankInfo, SavedBankAccount } from '../../../../contract/wallet';
import { formatIban, ibanBankCode, normalizeIban, turkishIbanProblem } from '../../../../contract/iban';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { selectProfile } from '../../session';
import { useSaveBank } from '../hooks/use-bank-actions';
import { Hint } from './money-form.styles';
import { FormField as TextField } from '../../../ui/form-controls';
import { Box } from './add-bank-form.styles';

interface BankValues {
  iban: string;
  holder: string;
}

function ibanMessage(text: string): string | true {
  const problem = turkishIbanProblem(text);
  return problem === null ? true : tr.money.withdrawal.ibanProblems[problem];
}

export interface AddBankFormProps {
  banks: readonly BankInfo[];
  onSaved: (bank: SavedBankAccount) => void;
}

export function AddBankForm({ banks, onSaved }: AddBankFormProps) {
  const texts = tr.money.withdrawal;
  // The account must be in the customer's own name, so the holder starts as that name.
  const profile = useAppSelector(selectProfile);
  const ownName = profile ? `${profile.name} ${profile.surname}` : '';
  const { control, handleSubmit, watch, reset } = useForm<BankValues>({
    defaultValues: { iban: '', holder: ownName },
  });
  const [save, saving] = useSaveBank();
  const code = ibanBankCode(watch('iban'));
  const bankName = code ? banks.find((bank) => bank.code === code)?.name : undefined;

  // A form of its own, not nested in the withdrawal form (HTML forbids nesting): a button sends it.
  const onSave = handleSubmit(async ({ iban, holder }) => {
    const outcome = await save({ iban: normalizeIban(iban), holder: holder.trim() });
    if (outcome?.kind === 'done' && outcome.data?.data) {
      onSaved(outcome.data.data);
      reset();
    }
  });

  return (
    <Box role="group" aria-label={texts.addTitle}>
      <h3>{texts.addTitle}</h3>
      <Controller
        name="iban"
        control={control}
        rules={{ validate: ibanMessage }}
        render={({ field, fieldState }) => (
          <TextField
            label={texts.iban}
            placeholder={texts.ibanPlaceholder}
            autoComplete="off"
            spellCheck={false}
            value={field.value}
            onChange={(event) => field.onChange(formatIban(event.target.value))}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {bankName && <Hint data-testid="iban-bank">{bankName}</Hint>}
      <Controller
        name="holder"
        control={control}
        rules={{ validate: (text) => text.trim() !== '' || texts.holderRequired }}
        render={({ field, fieldState }) => (
          <TextField label={texts.holder} autoComplete="name" {...field} error={fieldState.error?.message} />
        )}
      />
      <Hint>{texts.ownAccountHint}</Hint>
      <Button busy={saving} onClick={() => void onSave()}>
        {texts.save}
      </Button>
    </Box>
  );
}
