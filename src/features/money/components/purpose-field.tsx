// The MASAK purpose field of a money form, shown only once the server has asked for it
// (use-masak-purpose.ts): a labelled text box, the reason it is asked, and the error under it.
import { tr } from '../../../i18n/tr-signed-in';
import { FormField } from '../../../ui/form-controls';
import type { MasakPurpose } from '../hooks/use-masak-purpose';
import { Hint } from './money-form.styles';

export function PurposeField({ purpose }: { purpose: MasakPurpose }) {
  if (!purpose.asked) return null;
  return (
    <>
      <FormField
        label={tr.money.purpose.label}
        name="purpose"
        autoComplete="off"
        value={purpose.value}
        error={purpose.error}
        onChange={(event) => purpose.setValue(event.target.value)}
      />
      <Hint>{tr.money.purpose.hint}</Hint>
    </>
  );
}
