// The foot of every session form: the server's (or the system's) failure message, when there is
// one, announced as an alert right above the submit button that shows the form is being sent.
import { Button } from '../../../ui/button';
import { FormAlert } from './auth-frame';

export interface FormSubmitProps {
  label: string;
  failure: string | null;
  busy: boolean;
}

export function FormSubmit({ label, failure, busy }: FormSubmitProps) {
  return (
    <>
      {failure && <FormAlert role="alert">{failure}</FormAlert>}
      <Button type="submit" variant="primary" fullWidth busy={busy}>
        {label}
      </Button>
    </>
  );
}
