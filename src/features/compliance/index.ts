// The compliance feature's public entry (issue 21): the risk warning strip, the onboarding dialog
// the signed-in layout mounts, the privacy notice the sign-up form shows, and the minimum-deposit
// notice of the wallet and the order ticket.
export { RiskWarningStrip } from './components/risk-warning-strip';
export { ComplianceOnboarding } from './components/compliance-onboarding';
export { usePrivacyNotice } from './hooks/use-privacy-notice';
export { MinimumDepositNotice } from './components/minimum-deposit-notice';
