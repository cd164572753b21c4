// The follow button of SPEC.md: 'Takip Ediliyor' when the customer follows the trader (the dialog
// in edit mode), otherwise 'Takip Et' (new mode). The server's isFollow decides; the persisted
// slice only answers for the moment before the trader is loaded.
import { useState } from 'react';
import type { Trader } from '../../../../contract/traders';
import { useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { Button } from '../../../ui/button';
import { selectIsFollowing } from '../traders-slice';
import { FollowDialog } from './follow-dialog';

export function FollowButton({ trader }: { trader: Trader }) {
  const [open, setOpen] = useState(false);
  const remembered = useAppSelector((state) => selectIsFollowing(state, trader.id));
  const following = typeof trader.isFollow === 'boolean' ? trader.isFollow : remembered;
  return (
    <>
      <Button variant={following ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        {following ? tr.traders.following : tr.traders.follow}
      </Button>
      {open && (
        <FollowDialog trader={trader} mode={following ? 'edit' : 'new'} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
