// Leaves the SPA for the card provider's hosted payment page. A full navigation, not a route: the
// page belongs to the provider (its own origin in production), and the card is typed there only.
// Its own module so screen tests can stand in for the browser's navigation.
export function goToPaymentPage(paymentUrl: string): void {
  window.location.assign(paymentUrl);
}
