// The compliance feature's public entry (issue 21): the onboarding dialog the signed-in layout
// mounts. The risk warning strip and the privacy notice are the disclosures feature's.
export { ComplianceOnboarding } from './components/compliance-onboarding';
