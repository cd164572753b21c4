// A business refusal with a name, thrown by services (trading, users, and every later domain).
// Services speak the domain: they never know HTTP statuses or Turkish texts, so a robot or the copy
// engine can call them and branch on `code`. Only the HTTP layer (http/refusals.ts) turns a code
// into a status and a message. A broken invariant is a plain Error, never a DomainError.

export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    /**
     * A message for this one refusal, when the table's fixed text cannot say what matters (the
     * onboarding steps still missing); the table still gives the status and the wire code.
     */
    readonly detail?: string,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

/** True when `error` is a refusal, optionally one of the given codes. */
export function isDomainError<Code extends string>(
  error: unknown,
  ...codes: Code[]
): error is DomainError<Code> {
  if (!(error instanceof DomainError)) return false;
  return codes.length === 0 || codes.includes(error.code as Code);
}
