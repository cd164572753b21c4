// Loads the client-outcome ratio once per mount; null until it arrives or when it is not published.
import { useEffect, useState } from 'react';
import type { ClientOutcomes } from '../../../../contract/compliance';
import { fetchClientOutcomes } from '../client-outcomes';

export function useClientOutcomes(): ClientOutcomes | null {
  const [outcomes, setOutcomes] = useState<ClientOutcomes | null>(null);
  useEffect(() => {
    let current = true;
    void fetchClientOutcomes().then((answer) => {
      if (current) setOutcomes(answer);
    });
    return () => {
      current = false;
    };
  }, []);
  return outcomes;
}
