// The order feature's public entry: the ticket, which the dashboard and /trade show beside their
// own widgets. Everything else in this folder is the ticket's own.
export { OrderTicket } from './order-ticket';
