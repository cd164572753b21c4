// The client category card as the feature's entry exports it: loaded on first render, so the
// entry (which the sign-in page imports for the risk warning) does not carry the card's code.
import { lazy, Suspense } from 'react';

const Card = lazy(() => import(/* webpackChunkName: "professional-card" */ './professional-card'));

export function ProfessionalCard() {
  return (
    <Suspense fallback={null}>
      <Card />
    </Suspense>
  );
}
