// The margin feature's public entry: the panel the order ticket shows under its fields.
export { MarginPanel, useRequiredMarginText } from './components/margin-panel';
