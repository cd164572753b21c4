// The margin feature's public entry: the panel the order ticket shows under its fields.
export { MarginPanel, REQUIRED_MARGIN_LABEL, useRequiredMarginText } from './components/margin-panel';
