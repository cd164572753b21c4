// The traders feature's public entry: the mark the positions lists and pages put on a position
// copied from a trader. The trader pages are reached through the route table, not from here.
export { CopiedMark } from './components/copied-mark';
