// The finance feature's public entry. The /Finance page is reached through the route table, not
// from here; other features may read the API's shapes.
export type { EquityCurve, EquityPoint, FinanceMonth } from './finance-types';
export { DownloadButton } from './components/download-button';
export { closedListFile } from './statement-files';
