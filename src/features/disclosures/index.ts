// The disclosures' public entry: what every visitor is shown before and after signing in, read
// with plain fetches that need no token (issue 21): the risk warning strip with the client-outcome
// ratio (the sign-in page and the signed-in layout) and the privacy notice the sign-up form shows.
// They stand apart from compliance, whose onboarding reads the session's profile, so the session's
// pages can show them without a cycle between the two features.
export { RiskWarningStrip } from './components/risk-warning-strip';
export { usePrivacyNotice } from './hooks/use-privacy-notice';
