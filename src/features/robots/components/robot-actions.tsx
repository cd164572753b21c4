// What a customer can do with one robot, on its card and on its detail page: add it when it is not
// theirs yet; otherwise change its size, pause or resume it, and delete it. Each dialog opens here.
import { useState } from 'react';
import { Link } from 'react-router';
import type { Robot } from '../../../../contract/robots';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { useToggleRobot } from '../hooks/use-robot-actions';
import { isAdded } from '../robot-status';
import { DeleteDialog } from './delete-dialog';
import { ActionRow } from './robots.styles';
import { SizeDialog } from './size-dialog';

type OpenDialog = 'add' | 'edit' | 'delete' | null;

export interface RobotActionsProps {
  robot: Robot;
  /** The card links to the detail page; the detail page itself does not. */
  showDetailsLink?: boolean;
  onDeleted?: () => void;
}

export function RobotActions({ robot, showDetailsLink = false, onDeleted }: RobotActionsProps) {
  const texts = tr.robots;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [toggle, toggling] = useToggleRobot();
  const close = () => setDialog(null);
  return (
    <>
      <ActionRow role="group" aria-label={texts.actionsLabel(robot.name)}>
        {isAdded(robot) ? (
          <>
            <Button size="sm" onClick={() => setDialog('edit')}>
              {texts.edit}
            </Button>
            <Button size="sm" busy={toggling} onClick={() => void toggle(robot)}>
              {robot.active ? texts.pause : texts.resume}
            </Button>
            <Button size="sm" variant="negative" onClick={() => setDialog('delete')}>
              {texts.delete}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="primary" onClick={() => setDialog('add')}>
            {texts.add}
          </Button>
        )}
        {showDetailsLink && (
          <Link
            to={`/robots/${encodeURIComponent(robot.robotId)}`}
            aria-label={`${robot.name} ${texts.details}`}
          >
            {texts.details}
          </Link>
        )}
      </ActionRow>
      {(dialog === 'add' || dialog === 'edit') && <SizeDialog robot={robot} mode={dialog} onClose={close} />}
      {dialog === 'delete' && <DeleteDialog robot={robot} onClose={close} onDeleted={onDeleted} />}
    </>
  );
}
