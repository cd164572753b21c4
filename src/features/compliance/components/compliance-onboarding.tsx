// Mounted once in the signed-in layout: shows the onboarding dialog while the slice says so (a
// real-account order refused with COMPLIANCE_REQUIRED opens it). The dialog's code loads on first
// open, so pages that never need it do not pay for it.
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectOnboardingOpen } from '../onboarding-slice';

const OnboardingModal = lazy(() => import(/* webpackChunkName: "onboarding" */ './onboarding-modal'));

export function ComplianceOnboarding() {
  const open = useAppSelector(selectOnboardingOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingModal />
    </Suspense>
  );
}
