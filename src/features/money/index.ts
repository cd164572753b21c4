// The money feature's public entry: the deposit and withdrawal panels (full on their pages, quick
// on /actions), the transactions and their cancel for /wallet, and the server's limits and
// verification state for the AML widget.
export { DepositPanel } from './components/deposit-panel';
export { WithdrawalPanel } from './components/withdrawal-panel';
export { RealAccountGate } from './components/real-account-gate';
export { useTransactions, type TransactionsView } from './hooks/use-transactions';
export { useCancelTransaction } from './hooks/use-money-actions';
export { useGetMoneyLimitsQuery, useGetVerificationQuery } from './api/money-api';
