// The compliance feature's public entry (issue 21): the onboarding dialog the signed-in layout
// mounts and the minimum-deposit notice of the wallet and the order ticket. The risk warning
// strip and the privacy notice are the disclosures feature's.
export { ComplianceOnboarding } from './components/compliance-onboarding';
export { MinimumDepositNotice } from './components/minimum-deposit-notice';
