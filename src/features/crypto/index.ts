// The crypto feature's public entry: the converter for /actions.
export { ExchangeWidget } from './components/exchange-widget';
