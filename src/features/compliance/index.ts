// The compliance feature's public entry (issue 21): the risk warning strip, the onboarding dialog
// the signed-in layout mounts, and the privacy notice the sign-up form shows.
export { RiskWarningStrip } from './components/risk-warning-strip';
export { ComplianceOnboarding } from './components/compliance-onboarding';
export { usePrivacyNotice } from './hooks/use-privacy-notice';
