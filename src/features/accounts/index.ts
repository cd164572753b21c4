// The accounts feature's public entry: what other features may use of it.
export { AccountSwitcher } from './components/account-switcher';
export { AccountPanel } from './components/account-panel';
export { PracticeReset } from './components/practice-reset';
export { PayingAccount } from './components/paying-account';
export { useAccounts, type AccountsView } from './hooks/use-accounts';
export { useSwitchAccount } from './hooks/use-account-actions';
export { ActiveAccountLine } from './components/active-account-line';
