// Watches the token. When it disappears (sign-out, logout, or a 401 from any call turned into
// sessionExpired by base-query.ts) it drops the api cache, so the next user never sees the last
// user's data, and sends a user on a protected screen to /sign-in, replacing history.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { api } from '../../api/api-slice';
import { SIGN_IN_PATH } from './use-sign-out';

/** Screens a signed-out user may stay on. */
export const PUBLIC_PATHS = ['/sign-in', '/sign-up', '/forgot-password', '/reset-password'];

export const isPublicScreen = (pathname: string): boolean =>
  PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

export function SessionWatcher() {
  const token = useAppSelector((state) => state.userToken.token);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const previousToken = useRef(token);

  useEffect(() => {
    const hadToken = previousToken.current !== null;
    previousToken.current = token;
    if (!hadToken || token !== null) return;
    dispatch(api.util.resetApiState());
    if (!isPublicScreen(pathname)) navigate(SIGN_IN_PATH, { replace: true });
  }, [token, pathname, dispatch, navigate]);

  return null;
}
