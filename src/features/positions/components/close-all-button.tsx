// Toplu Kapat beside Yenile on the open list: opens the close-all dialog, which loads every open
// position only while it is shown.
import { useState } from 'react';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { CloseAllDialog } from './close-all-dialog';

export function CloseAllButton({ disabled }: { disabled: boolean }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button size="sm" variant="negative" disabled={disabled} onClick={() => setShown(true)}>
        {tr.positions.closeAll.open}
      </Button>
      {shown && <CloseAllDialog onDismiss={() => setShown(false)} />}
    </>
  );
}
