// Signing in, whichever screen got the token (login or register): keep the token, then load the
// profile so the header has its figures (SPEC.md section 4).
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { sessionApi } from './api/session-api';
import { signedIn } from './session-slice';

export const startSession =
  (token: string): ThunkAction<Promise<void>, RootState, unknown, UnknownAction> =>
  async (dispatch) => {
    dispatch(signedIn(token));
    // A failed profile load is not a failed sign-in: a 401 ends the session by itself, anything
    // else leaves the header saying it is still loading until the next try.
    await dispatch(
      sessionApi.endpoints.getProfile.initiate(undefined, { forceRefetch: true, subscribe: false }),
    );
  };
