// The sign-in form's state without react-hook-form: two or three required text fields do not need
// a form library, and the sign-in page is every visitor's first load (scripts/budget.js), where
// react-hook-form weighed 13 KB gzip. It keeps the behaviour the session forms share
// (use-session-form.ts): errors show on submit, a field's error goes as soon as it is filled,
// the first invalid field takes the focus, and the last send's failure shows under the button.
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { SendOutcome } from './use-session-form';

interface RequiredRule {
  required: string;
}

export function useSignInForm<Name extends string>(names: readonly Name[]) {
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const rules = useRef(new Map<Name, RequiredRule>());
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const valueOf = (name: Name) => inputs.current.get(name)?.value ?? '';

  function problemsOf(): Partial<Record<Name, string>> {
    const found: Partial<Record<Name, string>> = {};
    for (const [name, rule] of rules.current) {
      if (inputs.current.has(name) && valueOf(name) === '') found[name] = rule.required;
    }
    return found;
  }

  function field(name: Name, rule?: RequiredRule) {
    if (rule) rules.current.set(name, rule);
    return {
      name,
      ref: (input: HTMLInputElement | null) => {
        if (input) inputs.current.set(name, input);
        else inputs.current.delete(name);
      },
      // Once a submit has shown the errors, each change checks its field again, as the form
      // library did (re-validation on change).
      onChange: (_event: ChangeEvent<HTMLInputElement>) => {
        if (submitted) setErrors(problemsOf());
      },
      error: errors[name],
    };
  }

  function submit(send: (values: Record<Name, string>) => Promise<SendOutcome>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      setSubmitted(true);
      const problems = problemsOf();
      setErrors(problems);
      const firstInvalid = names.find((name) => problems[name] !== undefined);
      if (firstInvalid !== undefined) {
        inputs.current.get(firstInvalid)?.focus();
        return;
      }
      setFailure(null);
      setBusy(true);
      try {
        const values = Object.fromEntries(names.map((name) => [name, valueOf(name)])) as Record<Name, string>;
        const outcome = await send(values);
        if (outcome) setFailure(outcome);
      } finally {
        setBusy(false);
      }
    };
  }

  return { field, submit, failure, busy };
}
