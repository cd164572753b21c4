// The order feature's public entry: the ticket, which the dashboard and /trade show beside their
// own widgets. Everything else in this folder is the ticket's own.
export { OrderTicket } from './order-ticket';
// The chart places a waiting order at a clicked price through the same call, with its own id.
export { usePlaceOrderMutation } from './api/order-api';
export { newClientOrderId } from './hooks/use-place-order';
export { orderKindOf } from './order-kind';
