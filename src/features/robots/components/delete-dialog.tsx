// Asks before deleting a robot (DELETE /api/robots/delete). The text says what a customer most needs
// to know first: the robot stops, but the positions it opened stay open until they close them.
import type { Robot } from '../../../../contract/robots';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { useDeleteRobot } from '../hooks/use-robot-actions';
import { DialogActions } from './robots.styles';

export interface DeleteDialogProps {
  robot: Robot;
  onClose: () => void;
  /** After the server deleted it (the detail page goes back to the list). */
  onDeleted?: () => void;
}

export function DeleteDialog({ robot, onClose, onDeleted }: DeleteDialogProps) {
  const texts = tr.robots;
  const [remove, removing] = useDeleteRobot();
  return (
    <Modal open onClose={onClose} title={texts.deleteTitle}>
      <p>{texts.deleteText(robot.name)}</p>
      <DialogActions>
        <Button variant="ghost" onClick={onClose} disabled={removing}>
          {texts.cancel}
        </Button>
        <Button
          variant="negative"
          busy={removing}
          onClick={async () => {
            const outcome = await remove(robot.robotId);
            if (outcome?.kind !== 'done') return;
            onClose();
            onDeleted?.();
          }}
        >
          {texts.deleteConfirm}
        </Button>
      </DialogActions>
    </Modal>
  );
}
