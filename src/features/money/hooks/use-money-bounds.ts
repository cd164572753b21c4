// The bounds each money form checks its amount against: the server's limits (GET /api/trans/limits)
// and, for a withdrawal, the active account's free margin (live, from the session). Null while the limits load.
import { useAppSelector } from '../../../app/hooks';
import { selectMarginFree } from '../../session';
import { useGetMoneyLimitsQuery } from '../api/money-api';
import type { MoneyBounds } from '../money-amount';

export interface BoundsView {
  bounds: MoneyBounds | null;
  isError: boolean;
}

export function useDepositBounds(): BoundsView {
  const { data, isError } = useGetMoneyLimitsQuery();
  return { bounds: data ? { min: data.depositMin, max: data.depositMax } : null, isError };
}

export function useWithdrawalBounds(): BoundsView {
  const { data, isError } = useGetMoneyLimitsQuery();
  const available = useAppSelector(selectMarginFree);
  return {
    bounds: data ? { min: data.withdrawalMin, max: data.withdrawalMax, available } : null,
    isError,
  };
}
