// The compliance feature's public entry (issue 21): the risk warning strip, the onboarding dialog
// the signed-in layout mounts, the privacy notice the sign-up form shows, the client category card
// of /information and the broker's per-product switches.
export { RiskWarningStrip } from './components/risk-warning-strip';
export { ComplianceOnboarding } from './components/compliance-onboarding';
export { usePrivacyNotice } from './hooks/use-privacy-notice';
export { ProfessionalCard } from './components/professional-card-entry';
export { useProducts } from './hooks/use-products';
export { OfferedOnly } from './components/offered-only';
export { isOffered, offeredEntries } from './offered-entries';
