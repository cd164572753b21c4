// The traders feature's public entry. The trader pages are reached through the route table; the
// mark on a copied position lives with the positions (positions/components/order-marks.tsx), since
// the order carries the trader's name.
export {};
