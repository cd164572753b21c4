// The add dialog and the edit dialog: the same size field, sent as POST /api/robots/add for a robot
// not added yet and PUT /api/robots/edit for one that is. The size is checked before any call; the
// dialog closes once the server said yes and stays open on a refusal, with the size kept. Both name
// the account the robot trades (the active one) with its free margin.
import type { FormEvent } from 'react';
import type { Robot } from '../../../../contract/robots';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { FormHint } from '../../../ui/form-controls';
import { Modal } from '../../../ui/modal';
import { PayingAccount } from '../../accounts';
import { PositionSizeField } from './position-size-field';
import { usePositionSize } from '../hooks/use-position-size';
import { useAddRobot, useEditRobotSize } from '../hooks/use-robot-actions';
import { sizeBoundsOf } from '../position-size';
import { DialogActions, DialogForm } from './robots.styles';

export interface SizeDialogProps {
  robot: Robot;
  mode: 'add' | 'edit';
  onClose: () => void;
}

export function SizeDialog({ robot, mode, onClose }: SizeDialogProps) {
  const texts = tr.robots;
  const bounds = sizeBoundsOf(robot);
  const draft = usePositionSize(bounds, robot.positionSize);
  const [add, adding] = useAddRobot();
  const [edit, editing] = useEditRobotSize();
  const busy = adding || editing;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const positionSize = draft.submit();
    if (positionSize === null) return;
    const outcome =
      mode === 'add'
        ? await add({ robotId: robot.robotId, positionSize })
        : await edit(robot.robotId, positionSize);
    if (outcome?.kind === 'done') onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={mode === 'add' ? texts.addTitle(robot.name) : texts.editTitle(robot.name)}
    >
      <DialogForm noValidate onSubmit={send}>
        {mode === 'add' && <FormHint>{texts.addText(robot.symbol)}</FormHint>}
        <PayingAccount />
        <PositionSizeField draft={draft} bounds={bounds} symbol={robot.symbol} />
        <DialogActions>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {texts.cancel}
          </Button>
          <Button type="submit" variant="primary" busy={busy}>
            {mode === 'add' ? texts.addConfirm : texts.save}
          </Button>
        </DialogActions>
      </DialogForm>
    </Modal>
  );
}
