// Loads the client-outcome ratio once per mount; null until it arrives or when it is not published.
import type { ClientOutcomes } from '../../../../contract/compliance';
import { fetchClientOutcomes } from '../client-outcomes';
import { useLoadedOnce } from './use-loaded-once';

export function useClientOutcomes(): ClientOutcomes | null {
  return useLoadedOnce(fetchClientOutcomes);
}
