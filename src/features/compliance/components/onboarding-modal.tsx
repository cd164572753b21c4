// The onboarding in a dialog above the page the customer was on (loaded only when it opens).
import { useAppDispatch } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { Modal } from '../../../ui/modal';
import { onboardingClosed } from '../onboarding-slice';
import { OnboardingFlow } from './onboarding-flow';

const MODAL_WIDTH_PX = 640;

export default function OnboardingModal() {
  const dispatch = useAppDispatch();
  const close = () => dispatch(onboardingClosed());
  return (
    <Modal
      open
      onClose={close}
      title={tr.onboarding.title}
      closeLabel={tr.onboarding.close}
      widthPx={MODAL_WIDTH_PX}
    >
      <OnboardingFlow onClose={close} />
    </Modal>
  );
}
