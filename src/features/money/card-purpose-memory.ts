// A card deposit leaves the app for the provider's page and comes back with a payment token; the
// MASAK purpose the customer wrote before paying is kept for that trip in the tab's session
// storage, so the claim on return sends it again (the server asks for it at both steps).
const KEY = 'card-deposit-purpose';

export function rememberCardPurpose(purpose: string | undefined): void {
  try {
    if (purpose) sessionStorage.setItem(KEY, purpose);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the claim then asks for the purpose in its refusal.
  }
}

/** The purpose kept for this payment, forgotten as it is read. */
export function takeCardPurpose(): string | undefined {
  try {
    const purpose = sessionStorage.getItem(KEY) ?? undefined;
    sessionStorage.removeItem(KEY);
    return purpose;
  } catch {
    return undefined;
  }
}
