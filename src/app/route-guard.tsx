// Protected routes render only with a token; without one the guard replaces the current history
// entry with /sign-in, so Back does not return to a screen the user cannot see (SPEC.md section 2).
// It re-renders when the token disappears (sign-out or a 401), which sends the user away at once.
import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from './hooks';

export function RouteGuard() {
  const token = useAppSelector((state) => state.userToken.token);
  return token ? <Outlet /> : <Navigate to="/sign-in" replace />;
}
