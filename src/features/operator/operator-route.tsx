// /operator/*: the guard in front of the back office. It is a chunk of its own, a few hundred
// bytes, and the back office behind it another: a customer who types /operator downloads only this
// guard and is sent to /; the back office's code reaches operators alone.
import { Navigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { lazyPage, PageLoading } from '../../app/lazy-page';
import { selectIsOperator, selectRoleKnown } from './operator-role';

const BackOffice = lazyPage(() => import(/* webpackChunkName: "operator" */ './back-office'));

export default function OperatorRoute() {
  const known = useAppSelector(selectRoleKnown);
  const operator = useAppSelector(selectIsOperator);
  // Right after a reload the persisted profile is there; without it, wait for the layout's load.
  if (!known) return <PageLoading />;
  return operator ? <BackOffice /> : <Navigate to="/" replace />;
}
