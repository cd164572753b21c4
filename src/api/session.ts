// What the fetch layer, the socket and every slice holding a customer's data need to know of the
// session: where its token is, and the two events that end it. They live here, below the features,
// so the base query and the socket middleware can end a session without importing the session
// feature; the session feature's slices fill the token and react to the same events.
import { createAction } from '@reduxjs/toolkit';

/** The user signed out (menu or logout call). */
export const signedOut = createAction('session/signedOut');
/** A 401 from the API or close code 4401 from the socket. */
export const sessionExpired = createAction('session/expired');

export interface TokenState {
  token: string | null;
}

/** The part of the root state that holds the token (SPEC.md's userToken key). */
export interface TokenHolder {
  userToken: TokenState;
}

export const selectSessionToken = (state: TokenHolder): string | null => state.userToken.token;
