// The finance feature's public entry. The /Finance page is reached through the route table, not
// from here; the API's shapes are contract/finance.ts.
export { DownloadButton } from './components/download-button';
export { closedListFile } from './statement-files';
