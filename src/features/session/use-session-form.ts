// The form state the four session screens share: react-hook-form for the fields, plus the one
// failure message of the last send. `field` gives a FormField everything it needs for one name
// (register's props and that field's Turkish error); `submit` clears the old failure, sends the
// valid values and shows the message the send returns, if any.
import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';

/** What a send returns: the failure message to show, or nothing when it went through. */
export type SendOutcome = string | undefined | void;

export function useSessionForm<Values extends FieldValues>(defaultValues: DefaultValues<Values>) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues });
  const [failure, setFailure] = useState<string | null>(null);

  // The session forms are flat (no nested fields), so a field's error sits under its own name.
  const fieldErrors = errors as Partial<Record<string, FieldError>>;

  function field<Name extends Path<Values>>(name: Name, rules?: RegisterOptions<Values, Name>) {
    return { ...register(name, rules), error: fieldErrors[name]?.message };
  }

  function submit(send: (values: Values) => Promise<SendOutcome>) {
    return handleSubmit(async (values) => {
      setFailure(null);
      const outcome = await send(values);
      if (outcome) setFailure(outcome);
    });
  }

  return { field, submit, failure, busy: isSubmitting };
}
