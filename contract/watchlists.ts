// Watchlists on the wire (../shared/API.md "Price alerts and watchlists"): the customer's named
// lists of market symbols, kept by the server so every device the customer signs in on shows the
// same lists. The bounds are shared so the screen refuses what the server would refuse.

export interface Watchlist {
  id: string;
  name: string;
  symbols: string[];
}

/** One list in PUT /api/users/watchlists: sent with its id it keeps that id, without one it is new. */
export interface WatchlistInput {
  id?: string;
  name: string;
  symbols: string[];
}

/** PUT /api/users/watchlists replaces every list of the customer with these, in this order. */
export interface WatchlistsReplaceRequest {
  lists: WatchlistInput[];
}

export const WATCHLISTS_MAX = 20;
export const WATCHLIST_SYMBOLS_MAX = 50;
export const WATCHLIST_NAME_LENGTH_MAX = 40;
