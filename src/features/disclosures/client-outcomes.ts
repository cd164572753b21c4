// The client-outcome ratio for the risk warning strip: one plain fetch without a token (the
// sign-in page shows it too, and carries neither RTK Query's endpoints nor a library for it). A
// server that does not publish the ratio (JURISDICTION=none) answers 404, and the strip stays away.
import type { ClientOutcomes } from '../../../contract/compliance';

const OUTCOMES_PATH = '/api/compliance/client-outcomes';

function isOutcomes(value: unknown): value is ClientOutcomes {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<ClientOutcomes>;
  return (
    typeof candidate.quarter === 'string' &&
    typeof candidate.accounts === 'number' &&
    typeof candidate.losingPct === 'number'
  );
}

export async function fetchClientOutcomes(): Promise<ClientOutcomes | null> {
  try {
    const origin = typeof window === 'undefined' ? '' : window.location.origin;
    const response = await fetch(`${origin}${OUTCOMES_PATH}`);
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: unknown };
    return isOutcomes(body.data) ? body.data : null;
  } catch {
    return null;
  }
}

/** "2026-Q3" → { year: "2026", quarter: "3" }; null for anything else. */
export function quarterParts(label: string): { year: string; quarter: string } | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(label);
  return match?.[1] && match[2] ? { year: match[1], quarter: match[2] } : null;
}
