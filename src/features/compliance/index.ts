// The compliance feature's public entry (issue 21): the onboarding dialog the signed-in layout
// mounts, the minimum-deposit notice of the wallet and the order ticket, the client category card
// of /information and the broker's per-product switches. The risk warning strip and the privacy
// notice are the disclosures feature's.
export { ComplianceOnboarding } from './components/compliance-onboarding';
export { MinimumDepositNotice } from './components/minimum-deposit-notice';
export { ProfessionalCard } from './components/professional-card-entry';
export { useProducts } from './hooks/use-products';
export { OfferedOnly } from './components/offered-only';
export { isOffered, offeredEntries } from './offered-entries';
