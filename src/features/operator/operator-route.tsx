// /operator/*: the guard in front of the back office. It is a chunk of its own, a few hundred
// bytes, and the back office behind it another ("operator"): a customer who types /operator
// downloads only this guard and is sent to /; the back office's code reaches operators alone.
// React's own lazy here, not the route table's lazyPage: importing that from a chunk would pull it
// out of the first page's bundle as a module of its own (scripts/budget.js). A failed load still
// reaches the route's chunk-error screen, which wraps this guard.
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { tr } from '../../i18n/tr-signed-in';
import { selectIsOperator, selectRoleKnown } from './operator-role';

const BackOffice = lazy(() => import(/* webpackChunkName: "operator" */ './back-office'));

export default function OperatorRoute() {
  const known = useAppSelector(selectRoleKnown);
  const operator = useAppSelector(selectIsOperator);
  const waiting = <p aria-busy="true">{tr.loading.generic}</p>;
  // Right after a reload the persisted profile is there; without it, wait for the layout's load.
  if (!known) return waiting;
  if (!operator) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={waiting}>
      <BackOffice />
    </Suspense>
  );
}
