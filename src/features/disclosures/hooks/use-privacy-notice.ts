// The privacy notice (KVKK article 10) for the sign-up form: one plain fetch of the documents,
// which the server answers without a token. Null until it arrives or when it cannot be loaded
// (the form then sends no version, and no acceptance is kept).
import type { ComplianceDocument } from '../../../../contract/compliance';
import { useLoadedOnce } from './use-loaded-once';

const DOCUMENTS_PATH = '/api/compliance/documents';

async function fetchPrivacyNotice(): Promise<ComplianceDocument | null> {
  try {
    const origin = typeof window === 'undefined' ? '' : window.location.origin;
    const response = await fetch(`${origin}${DOCUMENTS_PATH}`);
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: ComplianceDocument[] };
    return body.data?.find((document) => document.document === 'privacy-notice') ?? null;
  } catch {
    return null;
  }
}

export function usePrivacyNotice(): ComplianceDocument | null {
  return useLoadedOnce(fetchPrivacyNotice);
}
